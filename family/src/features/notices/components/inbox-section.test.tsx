import type { FamilyNoticeList } from '@rihla/shared/contracts/family';
import { renderInFamily } from '../../../test/render-in-family';
import { InboxSection } from './inbox-section';

const inbox: FamilyNoticeList = {
  items: [
    {
      id: '0b6f8e2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
      event: 'registration-approved',
      subject: 'تم قبول طلب تسجيل يوسف',
      body: 'مرحبًا هند،\nقُبل طلب تسجيل يوسف في النقل المدرسي.\nهاتف: +966920012345',
      at: '2026-12-01T07:30:00.000Z',
      channels: ['email', 'sms'],
    },
  ],
};

describe("the families app's inbox", () => {
  let host: HTMLElement;
  let unmount: () => void;
  afterEach(() => unmount());

  it('lists each message once with its subject, the channels it also went by, and its full wording', () => {
    ({ host, unmount } = renderInFamily(<InboxSection inbox={inbox} />));
    const item = host.querySelector('details') as HTMLDetailsElement;
    expect(item.querySelector('summary')?.textContent).toContain('تم قبول طلب تسجيل يوسف');
    expect(item.querySelector('summary')?.textContent).toContain('البريد الإلكتروني ورسالة نصية');
    // The phone stays left to right inside the Arabic text.
    expect(item.querySelector('p')?.textContent).toBe(
      'مرحبًا هند،\nقُبل طلب تسجيل يوسف في النقل المدرسي.\nهاتف: \u2066+966920012345\u2069',
    );
    expect(item.querySelector('p')?.getAttribute('dir')).toBe('auto');
  });

  it('says so when nothing was sent yet, in English', () => {
    ({ host, unmount } = renderInFamily(<InboxSection inbox={{ items: [] }} />, '/en/family'));
    expect(host.textContent).toContain('No messages yet.');
    expect(host.querySelector('details')).toBeNull();
  });
});
