import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { colorModeSlice } from '../color-mode/color-mode-slice';
import { LogoBlock, type LogoBlockProps } from './logo-block';

function renderLogo(props: LogoBlockProps, mode: 'light' | 'dark' = 'light') {
  const store = configureStore({ reducer: { colorMode: colorModeSlice.reducer } });
  store.dispatch(colorModeSlice.actions.colorModePreferenceChanged(mode));
  return render(
    <Provider store={store}>
      <LogoBlock {...props} />
    </Provider>,
  );
}

describe('LogoBlock', () => {
  it('shows the application name as a heading without a logo', () => {
    renderLogo({ appName: 'Vrijwilligerswerk Oldebroek' });
    expect(screen.getByRole('heading', { name: 'Vrijwilligerswerk Oldebroek' })).toBeInTheDocument();
  });

  it('uses the dark-mode logo only in dark mode', () => {
    const props = { appName: 'Demo', logoUrl: '/light.png', darkModeLogoUrl: '/dark.png' };
    const { unmount } = renderLogo(props, 'light');
    expect(screen.getByRole('img', { name: 'Demo' })).toHaveAttribute('src', '/light.png');
    unmount();
    renderLogo(props, 'dark');
    expect(screen.getByRole('img', { name: 'Demo' })).toHaveAttribute('src', '/dark.png');
  });

  it('keeps the light logo in dark mode when there is no dark one', () => {
    renderLogo({ appName: 'Demo', logoUrl: '/light.png', darkModeLogoUrl: null }, 'dark');
    expect(screen.getByRole('img', { name: 'Demo' })).toHaveAttribute('src', '/light.png');
  });
});
