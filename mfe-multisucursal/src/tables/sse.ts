/** One server-sent event: its name ('message' when the server named none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A parser of a text/event-stream read in chunks (the HTML standard's rules, the parts the calls
 * stream uses): lines end in LF (a CR before it is dropped); a blank line dispatches the event
 * gathered so far; a line starting with ':' is a comment (the server's keep-alive ping); 'event'
 * names the event, 'data' adds a line of data; an event without data is not dispatched. A chunk
 * may end in the middle of a line: the rest waits for the next one.
 */
export function sseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let pending = '';
  let name = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const raw = colon === -1 ? '' : text.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) line(text.endsWith('\r') ? text.slice(0, -1) : text);
  };
}
