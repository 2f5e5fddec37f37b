// Fakes of this folder's tests (test code only): the calls stream as the API sends it, and the
// browser's audio.
import type { Branch } from '@menu/shared';
import { runInThisContext } from 'node:vm';
import { branch } from '../branches/testing';
import type { TableCall } from './api';

// Node's own stream and encoder (outer realm): the fake server's Response is Node's (jest.setup.cjs).
const node = runInThisContext('globalThis') as typeof globalThis;

/** A branch that takes orders and calls from the table (`on` false: its switch is off). */
export const tablesBranch = (id: number, name: string, on = true): Branch =>
  branch(id, name, { tables: 12, table_orders: on });

/** A call of branch 3 from `table`, made `agoMs` before now. */
export const call = (id: number, table: number, kind: TableCall['kind'], agoMs = 0): TableCall => ({
  id,
  sucursal_id: 3,
  table,
  kind,
  created_at: new Date(Date.now() - agoMs).toISOString(),
  attended_at: null,
});

export interface Connection {
  /** Sends `event: calls` with these calls. */
  send(calls: TableCall[]): void;
  /** A keep-alive comment, which changes nothing. */
  ping(): void;
  /** The server ends the stream (as it does every 10 minutes). */
  end(): void;
}

/**
 * GET /v1/sucursales/{id}/calls/stream for `serve`: each request opens a connection that sends
 * `calls` at once; the test drives the latest one.
 */
export function callsStream(calls: TableCall[]) {
  const connections: Connection[] = [];
  const encoder = new node.TextEncoder();
  const route = () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new node.ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const write = (text: string) => controller.enqueue(encoder.encode(text));
    const connection: Connection = {
      send: (next) => write(`event: calls\ndata: ${JSON.stringify(next)}\n\n`),
      ping: () => write(': ping\n\n'),
      end: () => controller.close(),
    };
    connections.push(connection);
    connection.send(calls);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return { route, connections, latest: () => connections[connections.length - 1]! };
}

/** window.AudioContext for a test: counts the tones started. */
export function fakeAudio() {
  const played: number[] = [];
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = async () => {};
    close = async () => {};
    createGain = () => ({ gain: param(), connect() {} });
    createOscillator = () => {
      const frequency = {
        value: 0,
        setValueAtTime: (value: number) => {
          frequency.value = value;
        },
      };
      return { type: 'sine', frequency, connect() {}, start: () => played.push(frequency.value), stop() {} };
    };
  }
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
  return played;
}
