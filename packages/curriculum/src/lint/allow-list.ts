/**
 * Tasks that still have findings, per check, while their families are being fixed. An entry here is a debt,
 * not a licence: the lint test fails when an allow-listed task has no finding left, so whoever fixes a family
 * deletes its ids in the same commit. New tasks never go here.
 */
export const LINT_ALLOW_LIST: Readonly<Record<string, readonly number[]>> = {
  'one-unknown': [
    // content-a (data, geometry, extras families), being fixed on this branch
    37, 38, 39, 106, 107, 108, 166, 167, 168,
  ],
  'one-question-per-box': [
    // content-a (data, geometry, extras families), being fixed on this branch
    53, 58, 60, 170,
  ],
  'level-5-new-text': [
    // content-b (algebra, fractions, integers, money, number-theory, number families)
    2, 7, 8, 10, 11, 62, 63, 70, 72, 123, 124, 125, 126,
    // content-a (data, geometry, extras families), being fixed on this branch
    17, 18, 24, 25, 26, 27, 29, 41, 44, 45, 46, 78, 86, 91, 92, 93, 97, 98, 99, 100, 102, 145, 147, 157, 159,
    161, 162,
  ],
  'explanation-worked': [
    // content-b (algebra, fractions, integers, money, number-theory, number families)
    10, 11, 12, 13, 14, 15, 16, 19, 20, 21, 73, 74, 75, 76, 79, 80, 81, 82, 83, 84, 133, 134, 135, 136, 137,
    138, 139, 140, 141, 142, 143, 144,
    // content-a (data, geometry, extras families), being fixed on this branch
    17, 18, 23, 31, 32, 33, 34, 35, 36, 47, 48, 77, 78, 88, 89, 90, 91, 92, 93, 94, 95, 96, 98, 99, 103, 104,
    105, 148, 149, 150, 151, 152, 153, 154, 155, 156, 163, 164, 165, 179, 180,
  ],
  'hints-present': [
    // content-a (data, geometry, extras families), being fixed on this branch
    17, 18, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46,
    47, 48, 53, 58, 60, 77, 78, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102,
    103, 104, 105, 106, 107, 108, 115, 116, 132, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156,
    157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 170, 178, 179, 180,
  ],
  'right-angle-mark': [
    // content-a (data, geometry, extras families), being fixed on this branch
    37, 39, 106, 157, 158, 159, 168,
  ],
  'diagram-description': [
    // content-a (data, geometry, extras families), being fixed on this branch
    40, 42,
  ],
};
