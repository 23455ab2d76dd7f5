import { describe, expect, it } from 'vitest';
import { DEMO_CITY_PROFILE } from '../../../city/demo-city-profile.js';
import { canonicalClassification, industryOfIpc, ipcMatchesPrefix, ipcSectionAndClass } from './classification.js';

describe('classification codes', () => {
  it.each([
    ['G06F17/30', 'G06F17/30'],
    ['G06F 17/30', 'G06F17/30'],
    ['g06f  17/30', 'G06F17/30'],
    ['H01M 10/0525 (2010.01)', 'H01M10/0525'],
    ['A61K31/4709(2006.01)I', 'A61K31/4709'],
    ['G06F', null],
    ['G06F17', null],
    ['X06F17/30', null],
    ['G06F17/3A', null],
  ])('%s reads as %s', (written, canonical) => {
    expect(canonicalClassification(written)).toBe(canonical);
  });

  it('matches prefixes at their level: a main group ends at the slash', () => {
    expect(ipcMatchesPrefix('G06F17/30', 'G')).toBe(true);
    expect(ipcMatchesPrefix('G06F17/30', 'G06')).toBe(true);
    expect(ipcMatchesPrefix('G06F17/30', 'G06F')).toBe(true);
    expect(ipcMatchesPrefix('G06F17/30', 'G06F17')).toBe(true);
    expect(ipcMatchesPrefix('G06F17/30', 'G06F1')).toBe(false);
    expect(ipcMatchesPrefix('G06F17/30', 'G06F17/30')).toBe(true);
    expect(ipcMatchesPrefix('G06N3/08', 'G06F')).toBe(false);
  });

  it('classifies a main IPC code into the first key industry that holds it', () => {
    expect(industryOfIpc('H01M10/0525', DEMO_CITY_PROFILE)).toBe('nev');
    expect(industryOfIpc('G06N3/08', DEMO_CITY_PROFILE)).toBe('ngit');
    expect(industryOfIpc('A47J27/00', DEMO_CITY_PROFILE)).toBeNull();
    expect(industryOfIpc(null, DEMO_CITY_PROFILE)).toBeNull();
    expect(ipcSectionAndClass('H01M10/0525')).toEqual({ section: 'H', ipcClass: 'H01' });
    expect(ipcSectionAndClass(null)).toEqual({ section: null, ipcClass: null });
  });
});
