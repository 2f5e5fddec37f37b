// A sidebar intent starts the section's first GETs, and the screen's first read of each list in
// the data cache takes that answer: a first open's data leaves with its code, not after it.
import type { RemoteEntry } from '@menu/shared';
import { fetchList } from '@menu/shared/data';
import { dropEarlyGets } from '@menu/shared/session/early';
import { serve, signIn } from '@menu/shared/ui/testing';
import { startSectionData } from './sectionData';

const MARKETING: RemoteEntry = {
  name: 'mfe_marketing',
  entry: '/remotes/mfe-marketing/mf-manifest.json',
  basePaths: ['/promotions', '/advertising'],
  earlyGets: { '/promotions': ['/v1/promotions'], '/advertising': ['/v1/advertising'] },
};

const gets = (calls: Array<{ method: string; path: string }>, path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  signIn();
  dropEarlyGets();
});

describe('startSectionData', () => {
  it("starts the screen's GETs once (a second intent asks nothing more) and the list's first read takes the answer", async () => {
    const calls = serve({ 'GET /v1/promotions': [{ id: 1, name: '2x1' }] });
    startSectionData(MARKETING, '/promotions');
    startSectionData(MARKETING, '/promotions');
    await settle();
    expect(gets(calls, '/v1/promotions')).toBe(1);
    expect(gets(calls, '/v1/advertising')).toBe(0);
    expect(await fetchList('/v1/promotions')).toEqual([{ id: 1, name: '2x1' }]);
    expect(gets(calls, '/v1/promotions')).toBe(1);
  });

  it('asks nothing for a list the data cache holds fresh, nor for a path the remote declares nothing for', async () => {
    const calls = serve({ 'GET /v1/advertising': [] });
    await fetchList('/v1/advertising');
    expect(gets(calls, '/v1/advertising')).toBe(1);
    dropEarlyGets();
    startSectionData(MARKETING, '/advertising');
    startSectionData(MARKETING, '/promotions/nothing-declared');
    await settle();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });
});
