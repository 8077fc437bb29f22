import type { StrandDefinition } from '../core/catalogue-types';
import { grossPayTask } from './extras.family';
import { grade7InterestTask } from './interest-compare.family';
import { exchangeTask, interestTask, ledgerTask, percentChainTask } from './money.family';

export const grade7FinancialLiteracy: StrandDefinition = {
  description:
    'Converting between currencies, managing chequing and savings accounts, reading earnings statements, and calculating simple interest.',
  skills: [
    {
      name: 'Currency exchange rates',
      description:
        'Identify and compare exchange rates, and convert foreign currencies to Canadian dollars and vice versa.',
      expectations: ['F1.1'],
      tasks: [
        exchangeTask('Convert currencies', 'Convert between CAD and another currency at a given rate.'),
        exchangeTask('Travel money', 'Find how much foreign money a Canadian amount buys, or the reverse.'),
        percentChainTask('cardFee', 'Card fees abroad', 'Add a percent fee charged when paying by card.'),
      ],
    },
    {
      name: 'Chequing and savings accounts',
      description:
        'Track balances in chequing and savings accounts, including fees, and compare how money grows in savings.',
      expectations: ['F1.2'],
      tasks: [
        ledgerTask('chequing', 'Account balance', 'Find the closing balance after transactions and fees.'),
        ledgerTask('chequing', 'Overdraft check', 'Track a balance that may go below zero.'),
        interestTask(false, ['interest'], 'Savings interest', 'Find the interest a savings account earns.'),
      ],
    },
    {
      name: 'Earnings statements',
      description:
        'Calculate gross pay, overtime and net pay after deductions shown on an earnings statement.',
      expectations: ['F1.3'],
      tasks: [
        grossPayTask('gross', 'Gross pay', 'Multiply hours worked by the hourly wage.'),
        grossPayTask('overtime', 'Overtime pay', 'Pay 1.5 times the wage for hours over 44 in a week.'),
        percentChainTask('payroll', 'Net pay', 'Subtract percent deductions from gross pay.'),
      ],
    },
    {
      name: 'Simple interest',
      description:
        'Use I = Prt to see how interest rates change savings and the cost of a loan, and compare accounts by rates and fees.',
      expectations: ['F1.4'],
      tasks: [
        grade7InterestTask(
          'rates',
          'Interest with I = Prt',
          'Use I = Prt to find how much more a higher rate earns, and how long until the gap reaches an amount.',
        ),
        grade7InterestTask(
          'borrow',
          'Total amount',
          'Find the total and the monthly payments of a loan, compare two loan offers, and work back to the rate.',
        ),
        grade7InterestTask(
          'fees',
          'Interest over months',
          'Compare accounts with different rates and monthly fees over a year, and find the deposit where they match.',
        ),
      ],
    },
  ],
};
