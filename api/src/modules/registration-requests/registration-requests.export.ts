import type { RegistrationRequest, RegistrationStatus } from '@rihla/shared/contracts/registration-requests';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  momentColumn,
  namesOf,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const STATUS: Record<RegistrationStatus, Texts> = {
  pending: { ar: 'بانتظار المراجعة', en: 'Awaiting review' },
  approved: { ar: 'مقبول', en: 'Approved' },
  waitlisted: { ar: 'قائمة الانتظار', en: 'Waitlisted' },
  rejected: { ar: 'مرفوض', en: 'Rejected' },
};

export const REGISTRATION_REQUESTS_EXPORT: ExportSpec<RegistrationRequest> = {
  filename: 'registration-requests',
  sheet: { ar: 'طلبات التسجيل', en: 'Registration requests' },
  columns: [
    textColumn({ ar: 'المرجع', en: 'Reference' }, (r) => r.reference),
    momentColumn({ ar: 'تاريخ الطلب', en: 'Requested' }, (r) => r.createdAt),
    textColumn({ ar: 'الطالب', en: 'Student' }, (r) => r.studentNameAr),
    textColumn({ ar: 'ولي الأمر', en: 'Parent' }, (r) => r.parentName),
    textColumn({ ar: 'الجوال', en: 'Mobile' }, (r) => r.parentPhone),
    localizedColumn({ ar: 'المدرسة', en: 'School' }, (r) => namesOf(r.school)),
    localizedColumn({ ar: 'الباقة', en: 'Package' }, (r) => namesOf(r.package)),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, STATUS, (r) => r.status),
    countColumn({ ar: 'الصف', en: 'Grade' }, (r) => r.grade),
    textColumn({ ar: 'سبب الرفض', en: 'Reason for rejection' }, (r) => r.rejectionReason),
    idColumn(),
  ],
};
