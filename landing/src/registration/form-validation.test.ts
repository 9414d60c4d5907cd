import { MESSAGES } from '../messages';
import { validate } from './form-validation';
import { EMPTY_VALUES } from './form-values';
import { FILLED_FORM as good } from './test-values';

describe('registration form checks', () => {
  it('accepts a complete form and sends the phone in its stored form', () => {
    const result = validate(good, MESSAGES.ar.errors);
    expect('body' in result && result.body.parentPhone).toBe('+966551234567');
  });

  it('names every missing field in the page language, the home location once', () => {
    const result = validate(EMPTY_VALUES, MESSAGES.en.errors);
    expect('errors' in result && result.errors).toEqual({
      parentName: 'This field is required.',
      parentPhone: 'This field is required.',
      studentNameAr: 'This field is required.',
      grade: 'Choose a grade from 1 to 12.',
      schoolId: 'Choose a school.',
      packageId: 'Choose a package.',
      homeLat: 'Choose your home location.',
    });
  });

  it('explains a wrong phone and email in Arabic', () => {
    const result = validate(
      { ...good, parentPhone: '12345', parentEmail: 'not-an-email' },
      MESSAGES.ar.errors,
    );
    expect('errors' in result && result.errors).toEqual({
      parentPhone: MESSAGES.ar.errors.phone,
      parentEmail: MESSAGES.ar.errors.email,
    });
  });
});
