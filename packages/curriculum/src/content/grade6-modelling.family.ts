/**
 * Grade 6 mathematical modelling (C4): one real situation, a class trip, worked from question to answer. Each
 * level is one step of the plan (admissions, the costs before lunch, lunch with HST, each student's share, the bake
 * sale that covers the rest), and every question states the whole situation and the results of the earlier steps,
 * so it stands alone in a round of ten. Amounts are in cents; the solver recomputes with exact rationals.
 */
import { money, moneyAnswer } from '../core/format';
import { type Rational, add, div, mul, parseRational, rat, sub, toDecimalString } from '../core/rational';
import { defineTask } from '../core/task';

const HST_PERCENT = 13;
const TEACHERS = ['Ms. Singh', 'Mr. Tremblay', 'Ms. Okafor', 'Mr. Chen', 'Ms. Roy'] as const;
const TRIPS = [
  { from: 'Hamilton', to: 'the Royal Ontario Museum' },
  { from: 'Barrie', to: 'the Ontario Science Centre' },
  { from: 'Sudbury', to: 'Science North' },
  { from: 'Kingston', to: 'Fort Henry' },
  { from: 'London', to: 'the Royal Botanical Gardens' },
] as const;

export type TripStep = 'admission' | 'beforeLunch' | 'lunch' | 'share' | 'bakeSale';

interface TripParams {
  step: TripStep;
  students: number;
  adults: number;
  /** Cents. */
  bus: number;
  admission: number;
  lunch: number;
  /** share: what the school pays; bakeSale: the most each student pays. */
  schoolPays: number;
  studentCap: number;
  cookie: number;
}

const STEPS: readonly TripStep[] = ['admission', 'beforeLunch', 'lunch', 'share', 'bakeSale'];

/** The tax on an amount in cents, rounded to the nearest cent (half up), as the question states. */
const hstCents = (cents: number): number => Math.floor((cents * HST_PERCENT + 50) / 100);

/** C4 with B2.1: a class trip budget, one step per level, each stated in full with the earlier steps' results. */
export function classTripModelTask(name: string, description: string) {
  return defineTask<TripParams>({
    name,
    description,
    build(rng, level) {
      const step = STEPS[level - 1] as TripStep;
      const teacher = rng.pick(TEACHERS);
      const trip = rng.pick(TRIPS);
      const students = rng.int(20, 32);
      const adults = rng.int(2, 4);
      const bus = rng.int(40, 75) * 1000;
      const admission = rng.int(8, 22) * 100 + rng.pick([0, 25, 50, 75]);
      const lunch = rng.int(7, 12) * 100 + rng.pick([0, 25, 50, 75]);
      const people = students + adults;
      const admissions = students * admission;
      const lunchBefore = people * lunch;
      const lunchTax = hstCents(lunchBefore);
      const lunchTotal = lunchBefore + lunchTax;
      const total = bus + admissions + lunchTotal;
      const setting = `${teacher}'s Grade 6 class in ${trip.from} plans a day trip to ${trip.to}: ${students} students and ${adults} adult helpers. The bus costs ${money(bus)}. Admission is ${money(admission)} a student; adults get in free. Lunch is ${money(lunch)} a person plus ${HST_PERCENT}% HST.`;
      const base = { step, students, adults, bus, admission, lunch, schoolPays: 0, studentCap: 0, cookie: 0 };
      const answerNote = 'Give the answer in dollars, like 12.50.';
      // Naming every quantity of the situation is the model's first step, so each worked answer starts there.
      const plan = `The plan: ${students} students and ${adults} adults; bus ${money(bus)}, admission ${money(admission)} a student, lunch ${money(lunch)} a person plus ${HST_PERCENT}% HST.`;
      if (step === 'admission') {
        return {
          params: base,
          title: 'Step 1 of the plan: what do the admissions cost in all?',
          description: `${setting} ${answerNote}`,
          answer: moneyAnswer(admissions),
          answerKind: 'money',
          explanation: `${plan} Only the ${students} students pay admission: ${students} × ${money(admission)} = ${money(admissions)}.`,
          hints: [`Adults get in free, so multiply ${money(admission)} by the ${students} students only.`],
          misconceptions: [
            {
              answer: moneyAnswer(people * admission),
              hint: `The ${adults} adult helpers get in free: count only the students.`,
            },
          ],
        };
      }
      if (step === 'beforeLunch') {
        return {
          params: base,
          title: 'Step 2 of the plan: what do the bus and the admissions cost together?',
          description: `${setting} ${answerNote}`,
          answer: moneyAnswer(bus + admissions),
          answerKind: 'money',
          explanation: `${plan} Admissions: ${students} × ${money(admission)} = ${money(admissions)}. With the bus: ${money(bus)} + ${money(admissions)} = ${money(bus + admissions)}.`,
          hints: [`Find the admissions for the ${students} students first, then add the bus.`],
          misconceptions: [
            {
              answer: moneyAnswer(bus + people * admission),
              hint: `The ${adults} adults get in free.`,
            },
            {
              answer: moneyAnswer(bus + admission),
              hint: `Admission is ${money(admission)} for each student.`,
            },
          ],
        };
      }
      if (step === 'lunch') {
        const perPersonTaxed = lunch + hstCents(lunch);
        return {
          params: base,
          title: 'Step 3 of the plan: what does lunch cost for everyone, HST included?',
          description: `${setting} Find the cost before tax for everyone, then add the HST rounded to the nearest cent. ${answerNote}`,
          answer: moneyAnswer(lunchTotal),
          answerKind: 'money',
          explanation: `${plan} ${students} + ${adults} = ${people} people eat: ${people} × ${money(lunch)} = ${money(lunchBefore)}. HST: ${HST_PERCENT}% of ${money(lunchBefore)} = ${money(lunchTax)}. With tax: ${money(lunchBefore)} + ${money(lunchTax)} = ${money(lunchTotal)}.`,
          hints: [
            `Everyone eats, adults too: multiply ${money(lunch)} by ${people}, then add ${HST_PERCENT}%.`,
          ],
          misconceptions: [
            { answer: moneyAnswer(lunchBefore), hint: `Add the ${HST_PERCENT}% HST to the lunch cost.` },
            {
              answer: moneyAnswer(students * lunch + hstCents(students * lunch)),
              hint: `The ${adults} adults eat lunch too.`,
            },
          ],
          lintFacts: {
            salesTax: { item: 'general', ratePercent: HST_PERCENT },
            moneyRounding: {
              alternativeKeys: [moneyAnswer(people * perPersonTaxed)],
              ruleStated: 'add the HST rounded to the nearest cent',
            },
          },
        };
      }
      const shortSetting = `${teacher}'s Grade 6 class in ${trip.from} plans a day trip to ${trip.to}: ${students} students and ${adults} adult helpers.`;
      const known = `So far: admissions ${money(admissions)}, lunch with HST ${money(lunchTotal)}, and the bus ${money(bus)}, so the trip costs ${money(total)}.`;
      if (step === 'share') {
        const schoolPays = adults * (lunch + hstCents(lunch));
        const studentsPay = total - schoolPays;
        const share = Math.ceil(studentsPay / students / 100) * 100;
        return {
          params: { ...base, schoolPays },
          title: 'Step 4 of the plan: how much does each student pay?',
          description: `${shortSetting} ${known} The school pays the adults' lunches, ${money(schoolPays)}. The students share the rest equally, each paying a whole number of dollars, enough to cover it. ${answerNote}`,
          answer: moneyAnswer(share),
          answerKind: 'money',
          explanation: `The trip costs ${money(admissions)} + ${money(lunchTotal)} + ${money(bus)} = ${money(total)} for ${students} students and ${adults} adults. The students pay ${money(total)} − ${money(schoolPays)} = ${money(studentsPay)}. Shared by ${students}: ${money(studentsPay)} ÷ ${students} = ${toDecimalString(rat(studentsPay, students * 100), 2)} dollars, and rounding up to a whole dollar covers the cost, so each student pays ${money(share)}.`,
          hints: [
            `Take the school's ${money(schoolPays)} away from ${money(total)}, then share among ${students} students.`,
          ],
          misconceptions: [
            {
              answer: moneyAnswer(Math.floor(studentsPay / students / 100) * 100),
              hint: 'Rounding down leaves the trip short of money: round up.',
            },
            {
              answer: moneyAnswer(Math.ceil(total / people / 100) * 100),
              hint: `Only the ${students} students share the cost, after the school's part.`,
            },
          ].filter((m) => m.answer !== moneyAnswer(share)),
          lintFacts: {
            moneyRounding: {
              alternativeKeys: [moneyAnswer(Math.round(studentsPay / students))],
              ruleStated: 'each paying a whole number of dollars, enough to cover it',
            },
          },
        };
      }
      const studentCap = (Math.floor(total / students / 100) - rng.int(2, 6)) * 100;
      const cookie = rng.pick([150, 200, 250]);
      const shortfall = total - studentCap * students;
      const cookies = Math.ceil(shortfall / cookie);
      return {
        params: { ...base, studentCap, cookie },
        title: 'Step 5 of the plan: how many cookies must the class sell?',
        description: `${shortSetting} ${known} Each student pays ${money(studentCap)}, and a bake sale at ${money(cookie)} a cookie raises the rest.`,
        answer: String(cookies),
        answerKind: 'number',
        explanation: `The trip costs ${money(admissions)} + ${money(lunchTotal)} + ${money(bus)} = ${money(total)}, with ${adults} adults along. The students pay ${students} × ${money(studentCap)} = ${money(studentCap * students)}, which leaves ${money(total)} − ${money(studentCap * students)} = ${money(shortfall)}. ${money(shortfall)} ÷ ${money(cookie)} = ${toDecimalString(rat(shortfall, cookie), 2, true)}, and a part of a cookie cannot be sold, so they must sell ${cookies} cookies.`,
        hints: [
          `Find what the ${students} students pay in all, and how much of ${money(total)} is left to raise.`,
        ],
        misconceptions: [
          {
            answer: String(Math.floor(shortfall / cookie)),
            hint: 'Rounding down leaves the class a little short: sell one more cookie.',
          },
        ].filter((m) => m.answer !== String(cookies)),
        lintFacts: { answerIsCount: true },
      };
    },
    solve: (p) => {
      const cents = (c: number) => rat(c, 100);
      const dollars = (r: Rational): string => toDecimalString(r, 2);
      const admissions = mul(rat(p.students), cents(p.admission));
      const people = rat(p.students + p.adults);
      const lunchBefore = mul(people, cents(p.lunch));
      // HST to the cent, half up: the exact tax plus half a cent, cut to whole cents.
      const tax = toDecimalString(mul(lunchBefore, rat(HST_PERCENT, 100)), 2);
      const lunchTotal = add(lunchBefore, parseRational(tax) as Rational);
      const total = add(add(cents(p.bus), admissions), lunchTotal);
      switch (p.step) {
        case 'admission':
          return dollars(admissions);
        case 'beforeLunch':
          return dollars(add(cents(p.bus), admissions));
        case 'lunch':
          return dollars(lunchTotal);
        case 'share': {
          const each = div(sub(total, cents(p.schoolPays)), rat(p.students));
          const whole = each.n / each.d + (each.n % each.d === 0n ? 0n : 1n);
          return dollars(rat(whole));
        }
        case 'bakeSale': {
          const rest = sub(total, mul(rat(p.students), cents(p.studentCap)));
          const count = div(rest, cents(p.cookie));
          return String(count.n / count.d + (count.n % count.d === 0n ? 0n : 1n));
        }
      }
    },
    complexity: (p) => STEPS.indexOf(p.step) * 2 + 1 + (p.students + p.adults) / 40,
  });
}
