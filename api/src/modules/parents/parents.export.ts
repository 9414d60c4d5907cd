import type { Parent } from '@rihla/shared/contracts/parents';
import { textsOf } from '@rihla/shared/i18n/labels';
import { FAMILIES_LABELS as FAMILIES } from '@rihla/shared/i18n/messages/families';
import {
  type ExportSpec,
  idColumn,
  localizedColumn,
  moneyColumn,
  textColumn,
} from '../../lib/export-columns';

export const PARENTS_EXPORT: ExportSpec<Parent> = {
  filename: 'parents',
  sheet: { ar: 'أولياء الأمور', en: 'Parents' },
  columns: [
    textColumn(textsOf(FAMILIES, 'parent.fields.name'), (p) => p.name),
    textColumn(textsOf(FAMILIES, 'parent.fields.phone'), (p) => p.phone),
    localizedColumn(textsOf(FAMILIES, 'parent.fields.children'), (p) => ({
      ar: p.children.map((c) => c.nameAr).join('، '),
      en: p.children.map((c) => c.nameEn || c.nameAr).join(', '),
    })),
    textColumn(textsOf(FAMILIES, 'parent.fields.email'), (p) => p.email),
    moneyColumn(textsOf(FAMILIES, 'parent.fields.balance'), (p) => p.balanceHalalas),
    textColumn(textsOf(FAMILIES, 'parent.fields.nationalId'), (p) => p.nationalId),
    textColumn(textsOf(FAMILIES, 'parent.fields.address'), (p) => p.address),
    idColumn(),
  ],
};
