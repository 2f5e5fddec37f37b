import { type SseEvent, sseParser } from './sse';

describe('sseParser', () => {
  const parse = () => {
    const events: SseEvent[] = [];
    return { events, feed: sseParser((event) => events.push(event)) };
  };

  it('dispatches an event at its blank line, across chunks cut anywhere, CRLF or LF', () => {
    const { events, feed } = parse();
    const text = 'event: calls\r\ndata: [{"id":1}]\r\n\r\n: ping\n\nevent: calls\ndata:[]\n\n';
    for (const char of text) feed(char);
    expect(events).toEqual([
      { event: 'calls', data: '[{"id":1}]' },
      { event: 'calls', data: '[]' },
    ]);
  });

  it('joins data lines, names an unnamed event "message", skips comments and events without data', () => {
    const { events, feed } = parse();
    feed(': ping\n\nevent: calls\n\ndata: a\ndata: b\nid: 4\n\n');
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('holds an event whose blank line has not come yet', () => {
    const { events, feed } = parse();
    feed('event: calls\ndata: []\n');
    expect(events).toEqual([]);
    feed('\n');
    expect(events).toHaveLength(1);
  });
});
