/**
 * The search form of a text (`rihla_fold` in SQL, migration 0003): shared with the screens, which
 * match a school's name in an imported file the same way.
 */
export { foldSearchText } from '@rihla/shared/format/fold-search';
