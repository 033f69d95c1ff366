import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithServices } from '../../testing/test-providers';
import { makeBlock, OTHER_UPLOAD_URL, UPLOAD_URL } from '../../testing/test-services';
import { PhotoSlideshowBlock, SLIDE_INTERVAL_MS } from './photo-slideshow-block';

const slides = [
  { image: { url: UPLOAD_URL, alt: 'First photo' }, caption: 'The garden' },
  { image: { url: OTHER_UPLOAD_URL, alt: 'Second photo' } },
  { image: { url: UPLOAD_URL, alt: 'Third photo' } },
];

function visibleSlide() {
  return screen.getByRole('group');
}

describe('PhotoSlideshowBlock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a labelled carousel showing one slide at a time; the buttons and arrow keys move it', () => {
    renderWithServices(<PhotoSlideshowBlock block={makeBlock('PhotoSlideshow', { title: 'Open day', slides })} />);
    const carousel = screen.getByRole('region', { name: 'Open day' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // Hidden slides are out of the accessibility tree.
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(within(visibleSlide()).getByRole('img', { name: 'First photo' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3', { selector: 'p' })).toBeInTheDocument();
    // Without autoplay there is nothing to pause.
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByText('2 of 3', { selector: 'p' })).toBeInTheDocument();

    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');

    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('plays by itself with autoplay until Pause is pressed, and Play starts it again', () => {
    renderWithServices(<PhotoSlideshowBlock block={makeBlock('PhotoSlideshow', { slides, autoplay: true })} />);
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    // While still, the visitor's own moves are announced.
    expect(visibleSlide().parentElement).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(visibleSlide().parentElement).toHaveAttribute('aria-live', 'off');
  });

  it('holds still while hovered or focused', () => {
    renderWithServices(<PhotoSlideshowBlock block={makeBlock('PhotoSlideshow', { slides, autoplay: true })} />);
    const carousel = screen.getByRole('region', { name: 'Photos' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(carousel);

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not play for visitors who prefer reduced motion', () => {
    const matchMedia = jest.fn(() => ({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderWithServices(<PhotoSlideshowBlock block={makeBlock('PhotoSlideshow', { slides, autoplay: true })} />);
      act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
      expect(visibleSlide()).toHaveAccessibleName('1 of 3');
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
