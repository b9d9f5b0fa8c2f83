import { describe, expect, it } from 'vitest';
import { LIST_NAME_MAX, nameFromContents } from '../../shared/lists/list';

// Issue 40 item 3 · a list whose source gives no name is named by its faction and leaders, so two differ.
describe('Issue 40 · a list with no name of its own', () => {
  it('its faction, then its commander and ships (or pilots), as many as fit, the rest counted', () => {
    expect(nameFromContents('Galactic Empire', ['Grand Admiral Thrawn', 'Imperial II-class Star Destroyer'])).toBe('Galactic Empire: Grand Admiral Thrawn, Imperial II-class Star Destroyer');
    const long = nameFromContents('Rebel Alliance', ['Admiral Ackbar', 'MC80 Assault Cruiser', 'CR90 Corvette A', 'Nebulon-B Escort Frigate', 'GR-75 Medium Transports']);
    expect(long.length).toBeLessThanOrEqual(LIST_NAME_MAX);
    expect(long).toMatch(/^Rebel Alliance: Admiral Ackbar, MC80 Assault Cruiser.* and \d more$/);
  });

  it('two lists of one faction with different leaders get different names; no leader at all, the faction alone', () => {
    expect(nameFromContents('Resistance', ['Poe Dameron'])).not.toBe(nameFromContents('Resistance', ['Rey']));
    expect(nameFromContents('Resistance', [])).toBe('Resistance');
    expect(nameFromContents(null, [])).toBe('Unnamed list');
    expect(nameFromContents(null, ['  Luke   Skywalker '])).toBe('Luke Skywalker');
  });
});
