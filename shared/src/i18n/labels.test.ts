import { choiceTexts, labelsRedefined, textsOf, withLabels } from './labels';

const LABELS = {
  ar: {
    'bus.status.active': 'في الخدمة',
    'bus.status.maintenance': 'في الصيانة',
    'bus.fields.status': 'الحالة',
  },
  en: {
    'bus.status.active': 'In service',
    'bus.status.maintenance': 'In maintenance',
    'bus.fields.status': 'Status',
  },
};

describe('shared labels', () => {
  it('puts each label at its path in a remote’s message file, keeping the file’s own texts', () => {
    const file = { bus: { fields: { model: 'Model' }, list: { title: 'Buses' } } };
    expect(withLabels(file, LABELS.en)).toEqual({
      bus: {
        fields: { model: 'Model', status: 'Status' },
        list: { title: 'Buses' },
        status: { active: 'In service', maintenance: 'In maintenance' },
      },
    });
    expect(file.bus.fields).toEqual({ model: 'Model' });
  });

  it('names the labels a message file writes again', () => {
    expect(labelsRedefined({ bus: { status: { active: 'Active' }, fields: {} } }, LABELS.en)).toEqual([
      'bus.status.active',
    ]);
  });

  it('gives an enum’s labels and a title in both languages, and refuses a missing key', () => {
    expect(choiceTexts(LABELS, 'bus.status.', ['active', 'maintenance'] as const)).toEqual({
      active: { ar: 'في الخدمة', en: 'In service' },
      maintenance: { ar: 'في الصيانة', en: 'In maintenance' },
    });
    expect(textsOf(LABELS, 'bus.fields.status')).toEqual({ ar: 'الحالة', en: 'Status' });
    const partial: { ar: Record<string, string>; en: Record<string, string> } = {
      ar: { 'bus.fields.model': 'الطراز' },
      en: {},
    };
    expect(() => textsOf(partial, 'bus.fields.model')).toThrow('No shared label bus.fields.model');
  });
});
