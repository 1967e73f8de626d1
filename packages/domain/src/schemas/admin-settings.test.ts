import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { homeBlocksBody, settingsPatch } from './admin-settings';

/** Each refusal as the server's error handler words it: "path: message". */
const refusals = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message);
};

const time = { value: '10-12', label: '10 AM – 12 PM' };
const outlet = { name: 'Muscat Grand Mall' };

describe('settings input', () => {
  it('takes the free-shipping threshold in OMR as baisa, and fills the lists’ optional texts', () => {
    expect(settingsPatch.parse({ free_shipping_above: 20.5, pickup_times: [time], outlets: [outlet] })).toEqual({
      free_shipping_above: 20_500,
      pickup_times: [{ ...time, label_ar: '' }],
      outlets: [{ name: 'Muscat Grand Mall', name_ar: '', address: '', hours: '', phone: '', default: false }],
    });
  });

  it.each([
    [{ free_shipping_above: '20' }, 'free_shipping_above: The free-shipping threshold must be a number in OMR'],
    [{ free_shipping_above: -1 }, 'free_shipping_above: The free-shipping threshold must not be negative'],
    [{ free_shipping_above: 100_001 }, 'free_shipping_above: The free-shipping threshold is too large'],
    [{ free_shipping_above: 1.0005 }, 'free_shipping_above: The free-shipping threshold may have at most 3 decimals'],
    [{ delivery_info: 'x'.repeat(20_001) }, 'delivery_info: The delivery info is too long'],
    [{ delivery_info_ar: 'x'.repeat(20_001) }, 'delivery_info_ar: The Arabic delivery info is too long'],
    [{ pickup_times: [] }, 'pickup_times: Keep at least one pickup time'],
    [{ pickup_times: [time, time] }, 'pickup_times: Pickup time values must differ'],
    [{ pickup_times: [{ ...time, value: ' ' }] }, 'pickup_times.0.value: A pickup time is required'],
    [{ pickup_times: [{ ...time, value: 'x'.repeat(61) }] }, 'pickup_times.0.value: A pickup time is too long'],
    [{ pickup_times: [{ ...time, label: '' }] }, 'pickup_times.0.label: A pickup time label is required'],
    [
      { pickup_times: [{ ...time, label_ar: 'ب'.repeat(101) }] },
      'pickup_times.0.label_ar: An Arabic pickup time label is too long',
    ],
    [{ outlets: [] }, 'outlets: Keep at least one outlet'],
    [{ outlets: [outlet, outlet] }, 'outlets: Outlet names must differ'],
    [
      {
        outlets: [
          { name: 'A', default: true },
          { name: 'B', default: true },
        ],
      },
      'outlets: Only one outlet can be the default',
    ],
    [{ outlets: [{ name: '' }] }, 'outlets.0.name: An outlet name is required'],
    [{ outlets: [{ name: 'A', name_ar: 'ب'.repeat(121) }] }, 'outlets.0.name_ar: An Arabic outlet name is too long'],
    [{ outlets: [{ name: 'A', phone: '+968 2400' }] }, 'outlets.0.phone: An outlet phone is digits only'],
    [{ order_limits: {} }, 'order_limits: No order limit to change'],
    [{ client_limits: {} }, 'client_limits: No request limit to change'],
    [{}, 'Nothing to change'],
  ])('refuses %j', (input, message) => {
    expect(refusals(settingsPatch, input)).toEqual([message]);
  });

  it('passes a limit’s own refusal through', () => {
    expect(refusals(settingsPatch, { order_limits: { cod_confirmation_hours: 'soon' } })).toEqual([
      'order_limits.cod_confirmation_hours: Hours to confirm a cash-on-delivery order must be a whole number',
    ]);
  });
});

describe('home blocks input', () => {
  const banner = { image: '/media/banners/eid.webp' };
  const slider = (banners: unknown[]) => ({ blocks: [{ kind: 'slider', banners }] });

  it('takes a slider of /media or https images, site paths or https links', () => {
    expect(
      homeBlocksBody.parse(slider([{ ...banner, link: '/shop?q=oud', image_ar: 'https://cdn.example.om/a.webp' }])),
    ).toEqual({
      blocks: [
        {
          kind: 'slider',
          title: '',
          title_ar: '',
          size: null,
          banners: [
            {
              image: '/media/banners/eid.webp',
              mobile_image: '',
              image_ar: 'https://cdn.example.om/a.webp',
              mobile_image_ar: '',
              link: '/shop?q=oud',
              alt: '',
              alt_ar: '',
            },
          ],
        },
      ],
    });
  });

  it.each([
    [slider([]), 'blocks.0.banners: A slider needs at least one banner'],
    [
      slider([{ image: 'http://x.om/a.png' }]),
      'blocks.0.banners.0.image: Images must be /media/… paths or https:// URLs',
    ],
    [
      slider([{ image: '/media/../etc/passwd' }]),
      'blocks.0.banners.0.image: Images must be /media/… paths or https:// URLs',
    ],
    [
      slider([{ ...banner, link: '//evil.example' }]),
      'blocks.0.banners.0.link: Links must be paths on this site or https:// URLs',
    ],
    [slider([{ ...banner, alt_ar: 'ب'.repeat(201) }]), 'blocks.0.banners.0.alt_ar: An Arabic banner text is too long'],
    [{ blocks: [{ kind: 'carousel', title: '' }] }, 'blocks.0.title: A carousel title is required'],
    [{ blocks: [{ kind: 'categories-grid', title: 'x'.repeat(101) }] }, 'blocks.0.title: A title is too long'],
    [
      { blocks: [{ kind: 'categories-grid', title_ar: 'ب'.repeat(101) }] },
      'blocks.0.title_ar: An Arabic title is too long',
    ],
    [{ blocks: [{ kind: 'video' }] }, 'blocks.0.kind: kind must be slider, categories-grid or carousel'],
    [{ blocks: Array.from({ length: 31 }, () => ({ kind: 'categories-grid' })) }, 'blocks: At most 30 blocks'],
  ])('refuses %j', (input, message) => {
    expect(refusals(homeBlocksBody, input)).toEqual([message]);
  });
});
