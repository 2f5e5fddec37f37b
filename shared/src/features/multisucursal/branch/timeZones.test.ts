import { branchPayload, branchSaved, branchValues } from './payload';
import { timeZoneOptions } from './timeZones';
import { branchFixture } from '@menu/shared/ui/testing';

describe('branch time zone', () => {
  it("lists Mexico's zones first, named by region, then every other zone", () => {
    const [mexico, others] = timeZoneOptions();
    expect(mexico.label).toBe('México');
    expect(mexico.options[0]).toEqual({
      value: 'America/Mexico_City',
      label: 'Centro: Ciudad de México, Guadalajara, Puebla',
    });
    expect(mexico.options.map((o) => o.value)).toContain('America/Tijuana');
    expect(others.label).toBe('Otras zonas');
    expect(others.options).toContainEqual({ value: 'America/New_York', label: 'America/New York' });
    expect(others.options.some((o) => o.value === 'America/Mexico_City')).toBe(false);
  });

  it('keeps a stored zone that the browser does not list, so the select never shows a raw value', () => {
    const [, others] = timeZoneOptions('Etc/Unknown_Zone');
    expect(others.options).toContainEqual({ value: 'Etc/Unknown_Zone', label: 'Etc/Unknown Zone' });
  });

  it("a branch form starts with the stored zone, a new one with the browser's; the zone is saved and diffed", () => {
    const stored = branchFixture({ time_zone: 'America/Cancun' });
    expect(branchValues(stored).time_zone).toBe('America/Cancun');
    expect(branchValues().time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const payload = branchPayload({ ...branchValues(stored), time_zone: 'America/Tijuana' }, { withTemplate: false });
    expect(payload.time_zone).toBe('America/Tijuana');
    expect(branchSaved(stored).time_zone).toBe('America/Cancun');
  });
});
