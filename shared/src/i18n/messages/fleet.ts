import type { AreaMessages } from './area-messages';

/** Buses and drivers. */
export const FLEET_MESSAGES: AreaMessages = {
  ar: {
    'fleet.plateTaken': 'رقم اللوحة مسجل لحافلة أخرى',
    'fleet.nationalIdTaken': 'رقم الهوية مسجل لشخص آخر',
    'fleet.busTaken': 'لهذه الحافلة شخص آخر بالدور نفسه',
    'fleet.busMissing': 'الحافلة غير موجودة',
  },
  en: {
    'fleet.plateTaken': 'This plate number belongs to another bus',
    'fleet.nationalIdTaken': 'This national id belongs to another person',
    'fleet.busTaken': 'This bus already has someone in that role',
    'fleet.busMissing': 'The bus does not exist',
  },
};
