import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { boundedCache, OWNER_SHARE } from '../src/public-menu/page-cache.js'

/** A page of `bytes` bytes of account `owner`. */
const page = (owner: number, bytes: number) => ({ owner, bytes })

describe('the public pages cache: a byte budget, and no account past its share', () => {
  it('keeps everything within the budget, and drops the least recently stored first past it', () => {
    const cache = boundedCache(100, 1)
    for (const key of ['a', 'b', 'c']) cache.remember(key, page(1, 30))
    assert.deepEqual([cache.size(), cache.bytes()], [3, 90])
    cache.remember('d', page(2, 30))
    assert.equal(cache.get('a'), undefined, 'the oldest went')
    assert.deepEqual([cache.size(), cache.bytes()], [3, 90])
    cache.remember('b', page(1, 30)) // stored again: now the newest
    cache.remember('e', page(3, 30))
    assert.equal(cache.get('c'), undefined)
    assert.ok(cache.get('b'))
  })

  it("a chain's many pages push out its own oldest, never another restaurant's", () => {
    const budget = 1000
    const cache = boundedCache(budget)
    cache.remember('taqueria', page(7, 40))
    cache.remember('cafe', page(8, 40))
    // A 300-branch chain, one page after another.
    for (let branch = 0; branch < 300; branch++) cache.remember(`chain-${branch}`, page(1, 40))
    assert.ok(cache.get('taqueria'), "the taquería's page stays")
    assert.ok(cache.get('cafe'), "the café's page stays")
    assert.ok(cache.bytesOf(1) <= budget * OWNER_SHARE, `the chain holds ${cache.bytesOf(1)} bytes`)
    assert.ok(cache.get('chain-299'), "the chain's newest page is kept")
    assert.equal(cache.get('chain-0'), undefined, "the chain's oldest went")
    assert.equal(cache.bytes(), 40 + 40 + cache.bytesOf(1))
  })

  it('forgets a prefix and keeps each account’s count right', () => {
    const cache = boundedCache(1000)
    cache.remember('centro\nes', page(1, 10))
    cache.remember('centro\nen', page(1, 10))
    cache.remember('norte\nes', page(1, 10))
    cache.remember('centro\nes', page(1, 15)) // replaced
    assert.equal(cache.bytesOf(1), 35)
    cache.forgetPrefix('centro\n')
    assert.deepEqual([cache.size(), cache.bytes(), cache.bytesOf(1)], [1, 10, 10])
  })
})
