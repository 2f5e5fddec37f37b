import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/es/icons/ArrowRightOutlined';
import { Button } from '@menu/shared/antd';
import { useEffect, useRef } from 'react';
import { pictureOf, type Guide, type GuideStep } from './guides';
import { RichText } from './RichText';

/**
 * One guide inside the Tutoriales modal: its numbered steps, each with its text, a screenshot
 * of that screen (lazy: only the ones scrolled to are fetched) and 'Ir a …' to go there.
 */
export function GuideView({
  guide,
  steps,
  onBack,
  onGo,
}: {
  guide: Guide;
  /** The guide's steps that apply to the account's plan. */
  steps: GuideStep[];
  onBack(): void;
  onGo(to: string): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a guide replaces the cards: move the focus to its title so keyboard and screen
  // reader users start reading there instead of on a button that is gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when another guide opens, not on every render
  useEffect(() => heading.current?.focus(), [guide.key]);

  return (
    <article className="guide" aria-labelledby={`guide-${guide.key}`}>
      <Button type="link" icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={onBack} className="guide-back">
        Todos los tutoriales
      </Button>
      <h3 id={`guide-${guide.key}`} className="guide-title" tabIndex={-1} ref={heading}>
        {guide.title}
      </h3>
      <p className="guide-summary">{guide.summary}</p>
      <ol className="guide-steps">
        {steps.map((step, index) => (
          <GuideStepItem key={`${step.picture}-${step.title}`} step={step} number={index + 1} onGo={onGo} />
        ))}
      </ol>
    </article>
  );
}

function GuideStepItem({ step, number, onGo }: { step: GuideStep; number: number; onGo(to: string): void }) {
  const picture = pictureOf(step.picture);
  return (
    <li className="guide-step">
      <div className="guide-step-text">
        <h4 className="guide-step-title">
          <span className="guide-step-number">Paso {number}</span>
          {step.title}
        </h4>
        <p>
          <RichText text={step.text} />
        </p>
        {step.link && (
          <Button
            onClick={() => onGo(step.link!.to)}
            icon={<ArrowRightOutlined aria-hidden="true" />}
            iconPlacement="end"
          >
            {step.link.label}
          </Button>
        )}
      </div>
      <img
        className="guide-step-picture"
        src={picture.src}
        alt={step.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
      />
    </li>
  );
}
