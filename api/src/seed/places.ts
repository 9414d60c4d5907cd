import type { Database } from '../db/types';
import { addSchoolZones } from '../modules/geofences/geofences.service';
import { schools } from '../modules/schools/schools.table';
import { stops } from '../modules/stops/stops.table';
import type { Random } from './prng';
import { auditSeeded } from './seed-audit';

/** Riyadh neighbourhoods the demo company serves, with a rough centre each. */
const DISTRICTS = [
  { ar: 'الملز', en: 'Al-Malaz', lat: 24.664, lng: 46.738 },
  { ar: 'العليا', en: 'Al-Olaya', lat: 24.695, lng: 46.685 },
  { ar: 'النخيل', en: 'Al-Nakheel', lat: 24.748, lng: 46.633 },
  { ar: 'الياسمين', en: 'Al-Yasmin', lat: 24.825, lng: 46.642 },
  { ar: 'الملقا', en: 'Al-Malqa', lat: 24.805, lng: 46.609 },
  { ar: 'الربوة', en: 'Al-Rabwa', lat: 24.69, lng: 46.76 },
  { ar: 'الروضة', en: 'Al-Rawdah', lat: 24.73, lng: 46.77 },
  { ar: 'السليمانية', en: 'Al-Sulimaniyah', lat: 24.704, lng: 46.703 },
  { ar: 'النسيم', en: 'Al-Naseem', lat: 24.73, lng: 46.83 },
  { ar: 'الشفا', en: 'Al-Shifa', lat: 24.565, lng: 46.7 },
  { ar: 'قرطبة', en: 'Qurtubah', lat: 24.805, lng: 46.74 },
  { ar: 'حطين', en: 'Hittin', lat: 24.765, lng: 46.6 },
] as const;

/** Landmarks a stop is named after: a mosque, a compound gate, a park, a roundabout... */
const LANDMARKS = [
  { ar: 'مسجد الرحمة', en: 'Al-Rahma mosque' },
  { ar: 'جامع التقوى', en: 'Al-Taqwa mosque' },
  { ar: 'مسجد الهدى', en: 'Al-Huda mosque' },
  { ar: 'بوابة مجمع الواحة', en: 'Al-Waha compound gate' },
  { ar: 'بوابة مجمع الريان', en: 'Al-Rayyan compound gate' },
  { ar: 'حديقة الحي', en: 'Neighbourhood park' },
  { ar: 'دوار النخلة', en: 'Palm roundabout' },
  { ar: 'مركز الحي التجاري', en: 'Neighbourhood shopping centre' },
  { ar: 'محطة الوقود', en: 'Petrol station' },
  { ar: 'المركز الصحي', en: 'Health centre' },
] as const;

const SCHOOLS = [
  { ar: 'مدرسة الأندلس الابتدائية', en: 'Al-Andalus Primary School', gender: 'boys' },
  { ar: 'ابتدائية الملك فهد', en: 'King Fahd Primary School', gender: 'boys' },
  { ar: 'متوسطة الإمام الشافعي', en: 'Imam Al-Shafii Intermediate School', gender: 'boys' },
  { ar: 'ثانوية اليرموك', en: 'Al-Yarmouk Secondary School', gender: 'boys' },
  { ar: 'مدرسة عمر بن الخطاب الابتدائية', en: 'Omar ibn Al-Khattab Primary School', gender: 'boys' },
  { ar: 'مدارس الرواد الأهلية - بنين', en: 'Al-Rowad Private Schools (boys)', gender: 'boys' },
  { ar: 'الابتدائية الخامسة والأربعون للبنات', en: "Girls' Primary School 45", gender: 'girls' },
  { ar: 'المتوسطة العاشرة للبنات', en: "Girls' Intermediate School 10", gender: 'girls' },
  { ar: 'ثانوية الملك عبدالعزيز للبنات', en: "King Abdulaziz Girls' Secondary School", gender: 'girls' },
  { ar: 'مدرسة أسماء بنت أبي بكر', en: 'Asma bint Abi Bakr School', gender: 'girls' },
  { ar: 'مدارس الرواد الأهلية - بنات', en: 'Al-Rowad Private Schools (girls)', gender: 'girls' },
  { ar: 'مدرسة عائشة أم المؤمنين', en: 'Aisha Umm Al-Muminin School', gender: 'girls' },
  { ar: 'روضة البراعم', en: 'Al-Baraem Kindergarten', gender: 'mixed' },
  { ar: 'المدرسة العالمية بالرياض', en: 'Riyadh International School', gender: 'mixed' },
  { ar: 'روضة الأزهار', en: 'Al-Azhar Kindergarten', gender: 'mixed' },
  { ar: 'مدارس المملكة', en: 'Kingdom Schools', gender: 'mixed' },
] as const;

/** Boys' schools ring the bell first, girls' a little later; kindergartens keep shorter days. */
const HOURS = {
  boys: { startTime: '06:45', endTime: '12:30' },
  girls: { startTime: '07:00', endTime: '13:00' },
  mixed: { startTime: '07:30', endTime: '12:45' },
} as const;

/** About 500 m around a district centre. */
function near(random: Random, centre: { lat: number; lng: number }) {
  const jitter = () => (random.next() - 0.5) * 0.012;
  return { lat: Number((centre.lat + jitter()).toFixed(6)), lng: Number((centre.lng + jitter()).toFixed(6)) };
}

/** 16 schools and 120 stops across 12 Riyadh districts, each with its audit row. */
export async function seedPlaces(tx: Database, random: Random): Promise<void> {
  const schoolRows = SCHOOLS.map((school, index) => {
    const district = DISTRICTS[index % DISTRICTS.length]!;
    return {
      nameAr: school.ar,
      nameEn: school.en,
      gender: school.gender,
      address: `حي ${district.ar}، الرياض`,
      ...near(random, district),
      ...HOURS[school.gender],
      phone: `+96611${random.digits(7)}`,
      active: true,
    };
  });
  const stopRows = DISTRICTS.flatMap((district) =>
    LANDMARKS.map((landmark) => ({
      nameAr: `${landmark.ar} - ${district.ar}`,
      nameEn: `${landmark.en}, ${district.en}`,
      district: district.ar,
      ...near(random, district),
      notes: null,
    })),
  );
  const insertedSchools = await tx.insert(schools).values(schoolRows).returning();
  const insertedStops = await tx.insert(stops).values(stopRows).returning();
  // Every school's default zone (ADR 0062).
  await addSchoolZones(
    tx,
    insertedSchools.map((s) => s.id),
  );
  await auditSeeded(tx, 'school', insertedSchools);
  await auditSeeded(tx, 'stop', insertedStops);
}
