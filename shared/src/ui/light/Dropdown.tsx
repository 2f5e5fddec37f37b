import type { DropdownProps } from '@menu/shared/antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { deferredAntd } from './island';

// The antd set's Dropdown is itself a chunk of its own, loaded with it here.
const DropdownIsland = deferredAntd<DropdownProps>(
  (set) => set.loadDropdown(),
  (props) => props.children,
);

/**
 * antd's Dropdown for a light screen. Its trigger is drawn at once without antd; antd loads
 * when the owner shows intent (pointer over it, focus, a click). A click, or a hover still
 * on it, that asked for the menu before antd arrived opens it once it has, and the trigger
 * keeps the focus it had.
 */
export function Dropdown(props: DropdownProps) {
  const [state, setState] = useState<'trigger' | 'ready' | 'opening'>(() =>
    DropdownIsland.loaded() ? 'ready' : 'trigger',
  );
  const box = useRef<HTMLSpanElement>(null);
  const intent = useRef({ loading: false, click: false, hovering: false, refocus: false });
  const hoverOpens = !props.trigger || props.trigger.includes('hover');

  useEffect(() => {
    if (state === 'trigger' || !intent.current.refocus) return;
    intent.current.refocus = false;
    box.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [state]);

  const load = () => {
    if (intent.current.loading) return;
    intent.current.loading = true;
    DropdownIsland.preload().then(
      () => {
        const { click, hovering } = intent.current;
        intent.current.refocus = Boolean(box.current?.contains(document.activeElement));
        // Drawn now, in this task: a press that came between this decision and a later render
        // would land on a trigger about to be replaced, and its click would be lost.
        flushSync(() => setState(click || (hoverOpens && hovering) ? 'opening' : 'ready'));
      },
      () => {
        intent.current.loading = false;
      },
    );
  };

  let content: ReactNode;
  if (state === 'trigger') content = props.children;
  else if (state === 'ready') content = <DropdownIsland {...props} />;
  else {
    content = (
      <DropdownIsland
        {...props}
        open
        onOpenChange={(open, info) => {
          if (!open) setState('ready');
          props.onOpenChange?.(open, info);
        }}
      />
    );
  }
  const hover = (hovering: boolean) => {
    intent.current.hovering = hovering;
    if (hovering) load();
  };
  const press = () => {
    intent.current.click = true;
    load();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a display:contents wrapper that hears its trigger's bubbling events; the trigger (a button) takes the focus and the keys
    // biome-ignore lint/a11y/useKeyWithClickEvents: the trigger's own keys reach it as clicks and focus (onFocus loads)
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={state === 'trigger' ? () => hover(true) : undefined}
      onPointerLeave={state === 'trigger' ? () => hover(false) : undefined}
      onFocus={state === 'trigger' ? load : undefined}
      // A press counts from pointerdown: replaced between its pointerdown and pointerup, the
      // trigger would never get the click.
      onPointerDown={state === 'trigger' ? press : undefined}
      onClick={state === 'trigger' ? press : undefined}
    >
      {content}
    </span>
  );
}
