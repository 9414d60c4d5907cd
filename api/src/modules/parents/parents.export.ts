import type { Parent } from '@rihla/shared/contracts/parents';
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
    textColumn({ ar: 'الاسم', en: 'Name' }, (p) => p.name),
    textColumn({ ar: 'الجوال', en: 'Mobile' }, (p) => p.phone),
    localizedColumn({ ar: 'الأبناء', en: 'Children' }, (p) => ({
      ar: p.children.map((c) => c.nameAr).join('، '),
      en: p.children.map((c) => c.nameEn || c.nameAr).join(', '),
    })),
    textColumn({ ar: 'البريد الإلكتروني', en: 'Email' }, (p) => p.email),
    moneyColumn({ ar: 'الرصيد', en: 'Balance' }, (p) => p.balanceHalalas),
    textColumn({ ar: 'رقم الهوية', en: 'National id' }, (p) => p.nationalId),
    textColumn({ ar: 'العنوان', en: 'Address' }, (p) => p.address),
    idColumn(),
  ],
};
