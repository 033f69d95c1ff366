import { fireEvent, screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock } from '../../testing/test-services';
import { YouTubeBlock } from './you-tube-block';

describe('YouTubeBlock', () => {
  it('loads nothing from YouTube until the play button is pressed, then the nocookie player', () => {
    const { container } = renderWithServices(
      <YouTubeBlock block={makeBlock('YouTube', { videoId: 'dQw4w9WgXcQ', title: 'Our volunteers' })} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    // No thumbnail either: nothing in the markup loads from anywhere.
    expect(container.querySelectorAll('[src], [srcset], [style]')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play video: Our volunteers' }));

    const player = screen.getByTitle('Our volunteers');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
