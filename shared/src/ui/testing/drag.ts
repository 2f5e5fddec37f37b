// Test helpers for the boards' drag and drop: jsdom has no layout, so each sortable
// block gets a place by its index, and drags are done with the keyboard sensor.
import { act, fireEvent } from '@testing-library/react';

/** Rects by sibling index (60 px apart), including the element's own transform like a browser. */
export function fakeLayout() {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const siblings = this.parentElement ? Array.from(this.parentElement.children) : [];
    const shift = /translate3d\([^,]+,\s*(-?[\d.]+)px/.exec(this.style.transform);
    const top = Math.max(0, siblings.indexOf(this)) * 60 + (shift ? Number(shift[1]) : 0);
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 50,
      width: 600,
      height: 50,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

// The keyboard sensor listens from the next tick after a drag starts: press keys one tick apart.
const press = async (target: Element | Document, code: string, key: string) => {
  await act(async () => {
    fireEvent.keyDown(target, { code, key });
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
};

/** Drags a row down `steps` places with the keyboard: Space on its number, ArrowDown, Space. */
export async function dragDown(handle: HTMLElement, steps: number) {
  handle.focus();
  await press(handle, 'Space', ' ');
  for (let i = 0; i < steps; i += 1) await press(document, 'ArrowDown', 'ArrowDown');
  await press(document, 'Space', ' ');
}

/** antd's modal measures the scrollbar through a pseudo-element, which jsdom does not implement. */
export function quietComputedStyle() {
  const original = window.getComputedStyle.bind(window);
  return jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => original(element));
}
