import { describe, expect, it } from 'vitest';
import { extractPdfText } from './certificate-text.fixture';
import { renderCertificatePdf } from './certificate.pdf';

const content = { topicName: 'Spatial Sense', gradeName: 'Grade 7', dateText: 'November 25, 2026' };

describe('the certificate PDF', () => {
  it.each([
    ['French and Latin ligatures', 'Zoë Lefèvre-Cœur'],
    ['Vietnamese', 'Nguyễn Thị Minh Khai'],
    ['Cyrillic', 'Анна Кузнецова'],
    ['Greek', 'Ἀλέξανδρος Παπαδόπουλος'],
  ])('shows every letter of a name in %s', async (_script, learnerName) => {
    const pdf = await renderCertificatePdf({ ...content, learnerName });
    const text = await extractPdfText(pdf);
    expect(text).toContain(learnerName);
    expect(text).toContain('Certificate of Mastery');
    expect(text).toContain('Spatial Sense');
    expect(text).toContain('Grade 7, Ontario Mathematics');
  });

  it('fits a very long name on the page', async () => {
    const learnerName = 'Marie-Ève Saint-Jean-Baptiste de la Croix-Beauchemin Lefèvre-Cœur';
    const text = await extractPdfText(await renderCertificatePdf({ ...content, learnerName }));
    expect(text).toContain(learnerName);
  });
});
