// Component-test helpers of every section: a fake API at the fetch level (the real shared
// client, auth fetch and envelopes run) and a user that lets antd's macrotasks land.
// Test code only: import it as '@menu/shared/ui/testing', never from app code.
import { AppProviders } from '../AppProviders';
import { quietComputedStyle } from './drag';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { runInThisContext } from 'node:vm';
import type { ReactElement } from 'react';

// Node's own FormData and File (outer realm): jsdom's File cannot be streamed by Node's
// Request, so uploads in tests use Node's, and the fake server reads the parts back.
const node = runInThisContext('globalThis') as typeof globalThis;
global.FormData = node.FormData;

// jsdom's getComputedStyle matches every rule of every antd style tag (slow: about a
// second per modal render) and does not implement pseudo elements (antd's modal asks, for
// the scrollbar size). No test here depends on cascaded styles: answer the inline style.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Route = (body: unknown, call: Call) => Response | Promise<Response>;

/**
 * Replaces global.fetch with a fake server: `routes` maps 'METHOD /path' to an answer;
 * anything else answers 404. Returns the calls seen, in order. A multipart body is
 * recorded as { field: 'file:<name>' }.
 */
export function serve(routes: Record<string, Route | unknown>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    let body: unknown;
    if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await req.clone().formData();
      body = Object.fromEntries(
        [...form.entries()].map(([field, part]) => [field, typeof part === 'string' ? part : `file:${part.name}`]),
      );
    } else {
      const text = await req.clone().text();
      body = text ? JSON.parse(text) : undefined;
    }
    const call = { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const route = routes[`${req.method} ${url.pathname}`];
    if (route === undefined)
      return json(404, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } });
    if (typeof route === 'function') return (route as Route)(body, call);
    return json(200, { info: route });
  }) as unknown as typeof fetch;
  return calls;
}

/** The calls that change something (not GETs). */
export const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

// antd validates in macrotasks after each keystroke: let them land inside act().
export const settle = (ms = 10) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

export function renderUi(ui: ReactElement) {
  // The pointer-events check walks jsdom's getComputedStyle over every antd style: slow, and
  // nothing here is hidden from the pointer.
  const setup = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const user = {
    type: async (element: Element, text: string) => {
      await setup.type(element, text);
      await settle();
    },
    clear: async (element: Element) => {
      await setup.clear(element);
      await settle();
    },
    click: async (element: Element) => {
      await setup.click(element);
      await settle();
    },
    upload: async (element: HTMLElement, file: File) => {
      await setup.upload(element, file);
      await settle();
    },
  };
  const result = render(<AppProviders>{ui}</AppProviders>);
  return { user, ...result };
}

/** The first bytes of a real file of that extension (the image field checks them). */
export function signatureFor(name: string): Uint8Array<ArrayBuffer> {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'png') return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (ext === 'jpg' || ext === 'jpeg') return new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  if (ext === 'gif') return new TextEncoder().encode('GIF89a');
  return new TextEncoder().encode('not an image');
}

/** A (Node) File that starts like a real file of its extension and reports `size` bytes without allocating them. */
export function fakeFile(name: string, size = 1024, type = 'image/png'): File {
  const file = new node.File([signatureFor(name)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function signIn() {
  localStorage.clear();
  localStorage.setItem('access_token', 'acc-1');
  localStorage.setItem('refresh_token', 'ref-1');
}

/** The names of a board's item rows in screen order (header and group rows left out). */
export const rowNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => !row.classList.contains('board-head') && !row.classList.contains('board-group'))
    .map((row) => row.getAttribute('aria-label'))
    .filter(Boolean);

/** Every board test file: signed in, jsdom's style lookups kept quiet, a clean page after each test. */
export function setupBoardTests() {
  beforeEach(() => {
    signIn();
    quietComputedStyle();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });
}

type User = ReturnType<typeof renderUi>['user'];

/** Opens the antd Select labelled `label` and clicks its option titled `option`. */
export async function pickOption(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  let item: HTMLElement | null = null;
  await waitFor(() => {
    item = document.querySelector(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    expect(item).not.toBeNull();
  });
  await user.click(item!);
}
