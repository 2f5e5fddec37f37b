import type { DropdownProps, ResultProps } from '@menu/shared/antd';
import { lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { deferred } from './deferred';

/**
 * Loads antd (the shared set) with the panel's antd context. Light screens call it for their
 * first editor or menu; the shell calls it once the first screen is idle, so that one is
 * usually ready before the owner clicks.
 */
export const loadAntd = () => import('./antdSet');

type Set = Awaited<ReturnType<typeof loadAntd>>;

/** `Component` inside the panel's antd context (a light screen has none above it). */
function inAntd<P extends object>(Component: ComponentType<P>, { AntdProviders }: Set): ComponentType<P> {
  return function AntdIsland(props: P) {
    return (
      <AntdProviders>
        <Component {...props} />
      </AntdProviders>
    );
  };
}

/** A lazy component built on antd: its code and antd's load together, the first time it renders. */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, set] = await Promise.all([load(), loadAntd()]);
    return { default: inAntd(Component, set) };
  });
}

// The antd set's Dropdown is itself a chunk of its own, loaded with it here.
const DropdownIsland = deferred<DropdownProps>(
  () => loadAntd().then(async (set) => ({ default: inAntd(await set.loadDropdown(), set) })),
  (props) => props.children,
);

/**
 * antd's Dropdown for a light screen. Its trigger is drawn at once without antd; antd loads
 * when the owner shows intent (pointer over it, focus, a click). A click, or a hover still
 * on it, that asked for the menu before antd arrived opens it once it has, and the trigger
 * keeps the focus it had.
 */
export function Dropdown(props: DropdownProps) {
  const [state, setState] = useState<'trigger' | 'ready' | 'opening'>(() => (DropdownIsland.loaded() ? 'ready' : 'trigger'));
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
        setState(click || (hoverOpens && hovering) ? 'opening' : 'ready');
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
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={state === 'trigger' ? () => ((intent.current.hovering = true), load()) : undefined}
      onPointerLeave={state === 'trigger' ? () => (intent.current.hovering = false) : undefined}
      onFocus={state === 'trigger' ? load : undefined}
      onClick={state === 'trigger' ? () => ((intent.current.click = true), load()) : undefined}
    >
      {content}
    </span>
  );
}

/** antd's Result (error and plan screens) for a light screen: nothing for the moment antd loads. */
export const Result = deferred<ResultProps>(
  () => loadAntd().then((set) => ({ default: inAntd(set.Result, set) })),
  () => null,
);

/** Its children inside the panel's antd context, once antd has loaded: a section built on antd. */
export const AntdScope = antdIsland<{ children: ReactNode }>(async () => (await loadAntd()).NoticesApp);
