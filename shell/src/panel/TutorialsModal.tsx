import { profileAtom } from '@menu/shared';
import { Button, Modal } from '@menu/shared/antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from '@menu/shared/router';
import { GuideView } from './tutorials/GuideView';
import { GUIDES, pictureOf, stepsFor, type Guide } from './tutorials/guides';
import './tutorials/tutorials.css';

/** How the modal was closed: dismissed (X, Escape, outside), or by an 'Ir a …' that already navigated. */
export type TutorialsClose = 'dismissed' | 'navigated';

/**
 * Tutoriales: three cards (requirements, adding products, menu configuration),
 * each opening its guide in the same modal. A step's 'Ir a …' goes to its screen with the
 * router and closes the modal.
 */
export function TutorialsModal({ open, onClose }: { open: boolean; onClose: (how: TutorialsClose) => void }) {
  const profile = useAtomValue(profileAtom);
  const navigate = useNavigate();
  const [openGuide, setOpenGuide] = useState<string | null>(null);
  const guide = GUIDES.find((candidate) => candidate.key === openGuide);

  const go = (to: string) => {
    navigate(to);
    onClose('navigated');
  };

  return (
    <Modal
      open={open}
      onCancel={() => onClose('dismissed')}
      // Reopened, the modal starts again from the three cards.
      afterClose={() => setOpenGuide(null)}
      footer={null}
      title="Tutoriales"
      width={880}
      className="tutorials-modal"
    >
      {guide ? (
        <GuideView guide={guide} steps={stepsFor(guide, profile)} onBack={() => setOpenGuide(null)} onGo={go} />
      ) : (
        <ul className="tutorial-cards">
          {GUIDES.map((item) => (
            <TutorialCard
              key={item.key}
              guide={item}
              steps={stepsFor(item, profile).length}
              onOpen={() => setOpenGuide(item.key)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** A guide's card: its first picture, its full title (it wraps, never cut), what it covers and 'Ver guía'. */
function TutorialCard({ guide, steps, onOpen }: { guide: Guide; steps: number; onOpen(): void }) {
  const cover = pictureOf(guide.steps[0]!.picture);
  const titleId = `tutorial-${guide.key}`;
  return (
    <li className="tutorial-card">
      <img
        className="tutorial-card-cover"
        src={cover.src}
        alt=""
        width={cover.width}
        height={cover.height}
        loading="lazy"
        decoding="async"
      />
      <div className="tutorial-card-body">
        <h3 id={titleId} className="tutorial-card-title">
          {guide.title}
        </h3>
        <p className="tutorial-card-summary">{guide.summary}</p>
        <div className="tutorial-card-footer">
          <span className="tutorial-card-steps">{steps} pasos</span>
          <Button type="primary" onClick={onOpen} aria-label={`Ver guía: ${guide.title}`}>
            Ver guía
          </Button>
        </div>
      </div>
    </li>
  );
}
