import type { AreaMessages } from './area-messages';

/** The route planner's refusals (the API's problem codes). */
export const PLANNER_MESSAGES: AreaMessages = {
  ar: {
    'planner.noSchools': 'اختر مدرسة واحدة على الأقل',
    'planner.noBuses': 'لا حافلة صالحة طوال الفصل ولها سائق معيّن',
    'planner.notRunning': 'انتهى هذا التخطيط من قبل',
    'planner.notAcceptable': 'لا مقترح جاهز للاعتماد في هذا التخطيط',
    'planner.alreadyAccepted': 'اعتُمد هذا المقترح من قبل',
    'planner.notEnoughBuses': 'يحتاج المقترح حافلات أكثر مما في الأسطول الصالح',
    'planner.refused': 'رُفض جزء من المقترح ولم يُعتمد شيء منه',
    'planner.runLost': 'توقف التخطيط قبل أن يكتمل، أعد تشغيله',
    'planner.failed': 'تعذر التخطيط',
    'planner.hasViolations': 'المقترح المعدَّل يخالف قواعد التخطيط؛ أصلح المخالفات قبل اعتماده',
    'planner.notEditable': 'لا مقترح قابل للتعديل في هذا التخطيط',
    'planner.otherSchool': 'المحطة أو المسار لمدرسة أخرى',
    'planner.sameStop': 'الطالب يركب من هذه المحطة أصلًا',
  },
  en: {
    'planner.noSchools': 'Choose at least one school',
    'planner.noBuses': 'No bus is fit for the whole term with a driver assigned',
    'planner.notRunning': 'This planning run has already ended',
    'planner.notAcceptable': 'This run has no proposal ready to accept',
    'planner.alreadyAccepted': 'This proposal has already been accepted',
    'planner.notEnoughBuses': 'The proposal needs more buses than the fit fleet has',
    'planner.refused': 'Part of the proposal was refused; nothing of it was applied',
    'planner.runLost': 'The run stopped before it finished; start it again',
    'planner.failed': 'Planning failed',
    'planner.hasViolations': 'The edited proposal breaks planning rules; fix them before accepting it',
    'planner.notEditable': 'This run has no proposal that can be edited',
    'planner.otherSchool': 'That stop or route is for another school',
    'planner.sameStop': 'The student already boards at that stop',
  },
} satisfies AreaMessages;
