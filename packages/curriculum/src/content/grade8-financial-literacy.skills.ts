import type { StrandDefinition } from '../core/catalogue-types';
import { creditCardTask, weeklyNeededTask } from './extras.family';
import { simpleVersusCompoundTask } from './interest-compare.family';
import { interestTask, ledgerTask, percentChainTask, savingsGoalTask, unitPriceTask } from './money.family';

export const grade8FinancialLiteracy: StrandDefinition = {
  description:
    'Creating long-term plans and balanced budgets, calculating simple and compound interest, getting value for money, and comparing credit cards.',
  skills: [
    {
      name: 'Long-term plans and balanced budgets',
      description:
        'Create a long-term financial plan and a balanced budget, finding surpluses, deficits and savings needed.',
      expectations: ['F1.2', 'F1.3'],
      tasks: [
        ledgerTask('budget', 'Balance a budget', 'Find the monthly surplus or deficit.'),
        weeklyNeededTask('Saving for a goal', 'Find the weekly amount a plan needs.'),
        savingsGoalTask('Time to a goal', 'Find how long a savings plan takes.'),
      ],
    },
    {
      name: 'Simple and compound interest',
      description: 'Calculate simple and compound interest and compare how investments grow.',
      expectations: ['F1.4'],
      tasks: [
        interestTask(
          true,
          ['amount'],
          'Compound amount',
          'Find the value of an investment compounded yearly.',
        ),
        interestTask(
          true,
          ['interest'],
          'Compound interest earned',
          'Find the interest earned with yearly compounding.',
        ),
        simpleVersusCompoundTask(
          'Simple interest',
          'Compare simple and compound interest on the same principal, choose the better option, and work back from a compound balance.',
        ),
      ],
    },
    {
      name: 'Getting value for money',
      description: 'Compare unit prices, discounts and taxes to decide which purchase offers the best value.',
      expectations: ['F1.5'],
      tasks: [
        unitPriceTask('unit', 'Unit price', 'Find the price per 100 g, 100 mL or litre.'),
        unitPriceTask('best', 'Best buy', 'Choose the package with the lowest unit price.'),
        percentChainTask('sale', 'Sales and tax', 'Find a final price after discounts and 13% HST.'),
      ],
    },
    {
      name: 'Comparing credit cards',
      description:
        'Compare credit cards by interest rates and fees, and calculate interest on unpaid balances.',
      expectations: ['F1.6'],
      tasks: [
        creditCardTask(
          'monthlyInterest',
          'Monthly interest',
          'Find one month of interest on an unpaid balance.',
        ),
        creditCardTask(
          'newBalance',
          'Next balance',
          'Find the balance after a payment, interest and purchases.',
        ),
        creditCardTask('annualCost', 'Yearly cost of a card', 'Add the annual fee and a year of interest.'),
      ],
    },
  ],
};
