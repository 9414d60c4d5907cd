import {
  REGISTRATION_STATUSES,
  type RegistrationRequest,
} from '@rihla/shared/contracts/registration-requests';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FAMILIES_LABELS as FAMILIES } from '@rihla/shared/i18n/messages/families';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  momentColumn,
  namesOf,
  textColumn,
} from '../../lib/export-columns';

export const REGISTRATION_REQUESTS_EXPORT: ExportSpec<RegistrationRequest> = {
  filename: 'registration-requests',
  sheet: { ar: 'طلبات التسجيل', en: 'Registration requests' },
  columns: [
    textColumn(textsOf(FAMILIES, 'request.fields.reference'), (r) => r.reference),
    momentColumn(textsOf(FAMILIES, 'request.fields.createdAt'), (r) => r.createdAt),
    textColumn(textsOf(FAMILIES, 'request.fields.studentNameAr'), (r) => r.studentNameAr),
    textColumn(textsOf(FAMILIES, 'request.fields.parentName'), (r) => r.parentName),
    textColumn(textsOf(FAMILIES, 'request.fields.parentPhone'), (r) => r.parentPhone),
    localizedColumn(textsOf(FAMILIES, 'request.fields.school'), (r) => namesOf(r.school)),
    localizedColumn(textsOf(FAMILIES, 'request.fields.package'), (r) => namesOf(r.package)),
    choiceColumn(
      textsOf(FAMILIES, 'request.fields.status'),
      choiceTexts(FAMILIES, 'request.status.', REGISTRATION_STATUSES),
      (r) => r.status,
    ),
    countColumn(textsOf(FAMILIES, 'request.fields.grade'), (r) => r.grade),
    textColumn(textsOf(FAMILIES, 'request.fields.rejectionReason'), (r) => r.rejectionReason),
    idColumn(),
  ],
};
