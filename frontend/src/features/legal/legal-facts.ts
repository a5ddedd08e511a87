/** The facts the legal pages state (spec 3 §1 and §9); the texts read them from here and tests check them. */
export const LEGAL_FACTS = {
  /** Days a party has to remedy a breach after written notice. */
  remedyPeriodDays: 7,
  workingHours: '08h00 to 16h30, Monday to Friday',
  governingLaw: 'English law',
  privacyPolicyEffectiveDate: '1 June 2019',
} as const;
