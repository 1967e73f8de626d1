import { describe, expect, it } from 'vitest';
import { siteSettingsFrom } from './settings-mapper';

/** The global settings as the content service answers an Arabic page and an English one (shopper-settings.ts on the server). */
const answered = {
  ar: {
    valid_countries: {
      sections: [
        { name: 'Oman', label: 'عُمان', prefix: '968', valid_length: 11 },
        { name: 'UAE', label: 'الإمارات', prefix: '971', valid_length: 12 },
      ],
    },
    outlets: {
      sections: [
        { name: 'Gulf Glow — Muscat Grand Mall', label: 'فرع مسقط جراند مول', default: true },
        { name: 'Gulf Glow — Nizwa', label: 'Gulf Glow — Nizwa', default: false },
      ],
    },
  },
  en: {
    valid_countries: { sections: [{ name: 'Oman', label: 'Oman', prefix: '968', valid_length: 11 }] },
    outlets: { sections: [{ name: 'Gulf Glow — Muscat Grand Mall', label: 'Gulf Glow — Muscat Grand Mall', default: true }] },
  },
};

describe('site settings on a page: outlets and countries are sent by their English name and shown by their label', () => {
  it('Arabic page: Arabic labels, English values', () => {
    const settings = siteSettingsFrom(answered.ar);
    expect(settings.outlets).toEqual([
      { value: 'Gulf Glow — Muscat Grand Mall', label: 'فرع مسقط جراند مول' },
      { value: 'Gulf Glow — Nizwa', label: 'Gulf Glow — Nizwa' },
    ]);
    expect(settings.countries).toEqual([
      { name: 'Oman', label: 'عُمان', prefix: '968', validLength: 11 },
      { name: 'UAE', label: 'الإمارات', prefix: '971', validLength: 12 },
    ]);
  });

  it('English page: the English names as both', () => {
    const settings = siteSettingsFrom(answered.en);
    expect(settings.outlets).toEqual([{ value: 'Gulf Glow — Muscat Grand Mall', label: 'Gulf Glow — Muscat Grand Mall' }]);
    expect(settings.countries).toEqual([{ name: 'Oman', label: 'Oman', prefix: '968', validLength: 11 }]);
  });

  it('a service without labels (an older server, a plain list of names): the name is shown', () => {
    const settings = siteSettingsFrom({
      valid_countries: { sections: [{ name: 'Kuwait', prefix: 965, valid_length: '11' }] },
      outlets: ['Main store', { label: 'Only a label' }, { name: '' }],
    });
    expect(settings.outlets).toEqual([
      { value: 'Main store', label: 'Main store' },
      { value: 'Only a label', label: 'Only a label' },
    ]);
    expect(settings.countries).toEqual([{ name: 'Kuwait', label: 'Kuwait', prefix: '965', validLength: 11 }]);
  });
});
