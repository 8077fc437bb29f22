import type { StrandDefinition } from '../core/catalogue-types';
import { grossPayTask } from './extras.family';
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
      description: 'Calculate simple interest and the total amount for savings and loans, using I = Prt.',
      expectations: ['F1.4'],
      tasks: [
        interestTask(false, ['interest'], 'Interest with I = Prt', 'Calculate simple interest.'),
        interestTask(false, ['amount'], 'Total amount', 'Find principal plus simple interest.'),
        interestTask(
          false,
          ['interest', 'amount'],
          'Interest over months',
          'Find interest or the total over whole and part years.',
        ),
      ],
    },
  ],
};
