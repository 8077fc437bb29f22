import type { StrandDefinition } from '../core/catalogue-types';
import { borrowTask, weeklyNeededTask } from './extras.family';
import { grade6InterestTask } from './grade6-interest.family';
import { ledgerTask, percentChainTask, purchaseTask, savingsGoalTask } from './money.family';

export const grade6FinancialLiteracy: StrandDefinition = {
  description:
    'Comparing methods of payment, setting savings goals, understanding interest and fees, and describing trading, lending, borrowing and donating.',
  skills: [
    {
      name: 'Methods of payment',
      description:
        'Compare cash, debit and credit as methods of payment, including totals, change and card fees.',
      expectations: ['F1.1'],
      tasks: [
        purchaseTask(
          'change',
          'Paying with cash',
          'Find the change from a cash payment (no pennies in Canada).',
        ),
        purchaseTask(
          'total',
          'Paying by debit',
          'Find the total of a debit purchase, with HST at higher levels.',
        ),
        percentChainTask(
          'cardFee',
          'Credit card fees',
          'Find what a purchase costs when a store adds a card fee.',
        ),
      ],
    },
    {
      name: 'Savings goals',
      description:
        'Identify financial goals and plan the steps, time and amounts needed to reach a savings goal.',
      expectations: ['F1.2', 'F1.3'],
      tasks: [
        savingsGoalTask('Weeks to a goal', 'Find how many weeks of saving reach a goal.'),
        weeklyNeededTask('Weekly savings plan', 'Find the weekly amount that reaches a goal on time.'),
        ledgerTask('budget', 'Income and spending', 'Find the surplus or deficit in a simple budget.'),
      ],
    },
    {
      name: 'Interest rates and fees',
      description: 'Explain interest rates and calculate interest and fees on savings accounts and loans.',
      expectations: ['F1.4'],
      tasks: [
        grade6InterestTask(
          'earned',
          'Interest earned',
          'Find a year’s interest on savings or a loan, turn a rate per month into a rate per year, and weigh interest against a fee.',
        ),
        grade6InterestTask(
          'balance',
          'Balance with interest',
          'Find the balance after a year’s interest and fees, compare rates per year and per month, and work back to the deposit.',
        ),
        ledgerTask(
          'chequing',
          'Account fees',
          'Track a balance with deposits, withdrawals and a monthly fee.',
        ),
      ],
    },
    {
      name: 'Trading, lending, borrowing and donating',
      description: 'Describe and calculate amounts when money is lent, borrowed and donated.',
      expectations: ['F1.5'],
      tasks: [
        borrowTask('Borrowing with a fee', 'Find the total or instalment to repay a loan with a fee.'),
        percentChainTask(
          'donation',
          'Donating a share',
          'Find the amount donated as a percent of money raised.',
        ),
        borrowTask('Paying back a loan', 'Split a loan and its fee into equal payments.'),
      ],
    },
  ],
};
