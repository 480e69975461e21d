import { describe, expect, it } from 'vitest';
import { publicName, realName } from './user';

const member = { username: 'quiet_hope', first_name: 'Nadia', last_name: 'Vale', show_real_name: false };

describe('the public name', () => {
  it('is the username unless she chose to show her real name', () => {
    expect(publicName(member)).toBe('quiet_hope');
    expect(publicName({ ...member, show_real_name: true })).toBe('Nadia Vale');
  });

  it('falls back to the username when she chose it but gave no name, and joins what she gave', () => {
    expect(publicName({ ...member, show_real_name: true, first_name: null, last_name: '  ' })).toBe(
      'quiet_hope',
    );
    expect(publicName({ ...member, show_real_name: true, first_name: ' Nadia ', last_name: null })).toBe(
      'Nadia',
    );
    expect(realName({ first_name: null, last_name: 'Vale' })).toBe('Vale');
  });
});
