import type {
  NoticeChannel,
  NoticePreferences,
  NoticePreferencesInput,
} from '@rihla/shared/contracts/notices';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

export interface NoticePreferencesValues {
  channels: NoticeChannel[];
  language: 'ar' | 'en';
  quietFrom: Dayjs | null;
  quietUntil: Dayjs | null;
  nearMinutes: number | null;
}

export const NOTICE_PREFERENCES_FIELDS = [
  'channels',
  'language',
  'quietFrom',
  'quietUntil',
  'nearMinutes',
] as const satisfies readonly (keyof NoticePreferencesValues)[];

const clock = (time: string | null) => (time ? dayjs(`2000-01-01T${time}`) : null);

export function toNoticePreferencesValues(preferences: NoticePreferences): NoticePreferencesValues {
  return {
    channels: preferences.channels,
    language: preferences.language,
    quietFrom: clock(preferences.quietFrom),
    quietUntil: clock(preferences.quietUntil),
    nearMinutes: preferences.nearMinutes,
  };
}

/** The values as the contract reads them (it refuses them with the API's own codes). */
export function toNoticePreferencesInput(
  values: NoticePreferencesValues,
): Omit<NoticePreferencesInput, 'version'> {
  return {
    channels: values.channels ?? [],
    language: values.language,
    quietFrom: values.quietFrom?.format('HH:mm') ?? null,
    quietUntil: values.quietUntil?.format('HH:mm') ?? null,
    // A cleared number is refused by the contract ("enter a number"), never sent as 0.
    nearMinutes: values.nearMinutes ?? Number.NaN,
  };
}
