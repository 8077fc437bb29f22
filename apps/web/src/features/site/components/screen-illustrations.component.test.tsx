import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { CurriculumScreenIllustration } from './screen-illustrations.component';

describe('CurriculumScreenIllustration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("draws Grade 7's strands with the catalogue's skill counts, as the curriculum page reads them", async () => {
    const skills = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `S${index}` }));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(
            JSON.stringify(
              url.startsWith('/api/getSubjectsByCourseID/1')
                ? [
                    { id: 1, name: 'Grade 6', course_id: 1 },
                    { id: 2, name: 'Grade 7', course_id: 1 },
                  ]
                : url.startsWith('/api/getTopicBySubjectID/2')
                  ? [
                      { id: 5, name: 'Number', description: null, skills: skills(9) },
                      { id: 6, name: 'Algebra', description: null, skills: skills(1) },
                    ]
                  : { title: 'Not found', body: url },
            ),
            { status: url.includes('/api/getTopicBySubjectID/1') ? 404 : 200 },
          ),
        ),
      ),
    );
    renderWithProviders(<CurriculumScreenIllustration label="The curriculum explorer" isCounted />, {
      auth: authStates.anonymous(),
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('mockup-skill-count').map((count) => count.textContent)).toEqual([
        '9 skills',
        '1 skill',
      ]),
    );
    expect(screen.queryByText('Spatial Sense')).not.toBeInTheDocument();
  });

  it('asks the server nothing where counts are not drawn (the landing page), showing the strands alone', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CurriculumScreenIllustration label="The curriculum explorer" />, {
      auth: authStates.anonymous(),
    });
    expect(screen.getByText('Spatial Sense')).toBeInTheDocument();
    expect(screen.queryByTestId('mockup-skill-count')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
