import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isTimeZone, localTime, localToEpoch, nextLocalMidnight } from '../src/time/local.js'
import { DIALECT } from './helpers.js'

const iso = (ms: number) => new Date(ms).toISOString()

/** A branch's wall clock: pure functions over Intl's time zone data. */
describe(`local time of a branch (${DIALECT})`, () => {
  it('reads date, weekday (0 = domingo) and minutes in the zone', () => {
    const at = Date.parse('2026-11-23T17:59:00Z')
    assert.deepEqual(localTime(at, 'America/Mexico_City'), { date: '2026-11-23', weekday: 1, minutes: 11 * 60 + 59 })
    assert.deepEqual(localTime(at, 'America/Tijuana'), { date: '2026-11-23', weekday: 1, minutes: 9 * 60 + 59 })
    assert.deepEqual(localTime(Date.parse('2026-11-24T05:30:00Z'), 'America/Mexico_City'), {
      date: '2026-11-23',
      weekday: 1,
      minutes: 23 * 60 + 30,
    })
    assert.deepEqual(localTime(Date.parse('2026-11-22T06:00:00Z'), 'America/Mexico_City'), {
      date: '2026-11-22',
      weekday: 0,
      minutes: 0,
    })
  })

  it('the next local midnight is when "today" ends there', () => {
    assert.equal(
      iso(nextLocalMidnight(Date.parse('2026-11-23T17:59:00Z'), 'America/Mexico_City')),
      '2026-11-24T06:00:00.000Z',
    )
    assert.equal(
      iso(nextLocalMidnight(Date.parse('2026-11-23T17:59:00Z'), 'America/Cancun')),
      '2026-11-24T05:00:00.000Z',
    )
    // Across a daylight-saving change (New York springs forward on 2026-03-08): 23 hours that day.
    assert.equal(
      iso(nextLocalMidnight(Date.parse('2026-03-08T12:00:00Z'), 'America/New_York')),
      '2026-03-09T04:00:00.000Z',
    )
  })

  it('local date and minutes to an instant; a skipped time moves forward by the jump, a repeated one is the first', () => {
    assert.equal(iso(localToEpoch('2026-11-23', 12 * 60, 'America/Mexico_City')), '2026-11-23T18:00:00.000Z')
    assert.equal(iso(localToEpoch('2026-11-23', 26 * 60, 'America/Mexico_City')), '2026-11-24T08:00:00.000Z')
    assert.equal(iso(localToEpoch('2026-03-08', 150, 'America/New_York')), '2026-03-08T07:30:00.000Z')
    assert.equal(iso(localToEpoch('2026-11-01', 90, 'America/New_York')), '2026-11-01T05:30:00.000Z')
  })

  it('knows IANA zones only', () => {
    assert.equal(isTimeZone('America/Mexico_City'), true)
    assert.equal(isTimeZone('UTC'), true)
    for (const zone of ['', 'Mars/Olympus', 'America/Mexico_City; drop', 'x'.repeat(65)])
      assert.equal(isTimeZone(zone), false, zone)
  })
})
