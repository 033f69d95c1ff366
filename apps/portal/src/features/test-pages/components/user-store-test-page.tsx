import { useLingui } from '@lingui/react/macro';
import { useSelector } from 'react-redux';
import type { AppStore } from '@portal/store';
import { TestPageFrame } from './test-page-frame';

type State = ReturnType<AppStore['getState']>;

/** `/test/user-store`: the app's Redux store as it is now (it holds no token: those stay in cookies). */
export function UserStoreTestPage() {
  const { t } = useLingui();
  const state = useSelector((current: State) => current);
  return (
    <TestPageFrame pageKey="user-store">
      <section aria-label={t`The store`}>
        <pre tabIndex={0} className="max-h-[32rem] overflow-auto rounded-theme bg-black/5 p-4 text-sm dark:bg-white/10">
          {JSON.stringify(state, null, 2)}
        </pre>
      </section>
    </TestPageFrame>
  );
}
