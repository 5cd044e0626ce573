import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { PersonalData } from '../../domain/profile/personalData';
import type { PersonalDataApi, PersonalDataFailure } from './PersonalDataApi';
import { createPersonalDataViewModel, personalDataMessages } from './personalDataViewModel';

const today = () => ({ year: 2026, month: 11, day: 23 });
const start = { firstName: 'Мария', lastName: 'Петрова', birthDate: '', sex: '', address: '' };

/** An API whose answers the test releases by hand, recording what was sent. */
function manualApi() {
  const sent: PersonalData[] = [];
  let release: (answer: E.Either<PersonalDataFailure, PersonalData>) => void = () => undefined;
  const api: Pick<PersonalDataApi, 'save'> = {
    save: (data) => {
      sent.push(data);
      return new Promise((resolve) => {
        release = resolve;
      });
    },
  };
  return { api, sent, answer: (a: E.Either<PersonalDataFailure, PersonalData>) => release(a) };
}

describe('the personal-data form (spec §4 newsletter rule, §5)', () => {
  it('shows nothing while typing before the first submit, everything after it, and re-checks on each edit then', async () => {
    const { api, sent } = manualApi();
    const vm = createPersonalDataViewModel(api, start, today);
    vm.set('firstName', 'М');
    vm.blur();
    expect(personalDataMessages(vm.current())).toEqual({});
    expect(await vm.submit()).toBe(false);
    expect(sent).toEqual([]);
    expect(personalDataMessages(vm.current())).toEqual({ firstName: 'Пожалуйста, введите не меньше 2 символов' });
    vm.set('birthDate', '31.02.1990');
    expect(personalDataMessages(vm.current())).toEqual({ firstName: 'Пожалуйста, введите не меньше 2 символов', birthDate: 'Некорректный формат даты' });
    vm.set('firstName', 'Мари');
    vm.set('birthDate', '03.05.1990');
    expect(personalDataMessages(vm.current())).toEqual({});
  });

  it('saves once at a time, then shows the saved values and the saved status', async () => {
    const { api, sent, answer } = manualApi();
    const vm = createPersonalDataViewModel(api, start, today);
    vm.set('birthDate', '03.05.1990');
    vm.set('sex', 'FEMALE');
    const saving = vm.submit();
    expect(vm.current().status).toEqual({ _tag: 'saving' });
    expect(await vm.submit()).toBe(false);
    expect(sent).toEqual([{ firstName: 'Мария', lastName: 'Петрова', birthDate: '1990-05-03', sex: 'FEMALE', address: null }]);
    answer(E.right(sent[0]!));
    expect(await saving).toBe(true);
    expect(vm.current()).toMatchObject({ status: { _tag: 'saved' }, values: { birthDate: '03.05.1990', sex: 'FEMALE' } });
    vm.set('address', 'Москва');
    expect(vm.current().status).toEqual({ _tag: 'idle' });
  });

  it('shows the server’s field messages at their fields until edited, and other failures as a message', async () => {
    const { api, answer } = manualApi();
    const vm = createPersonalDataViewModel(api, start, today);
    const first = vm.submit();
    answer(E.left({ status: 400, message: 'Неверный формат', fields: { lastName: 'Неверный формат' } }));
    expect(await first).toBe(false);
    expect(vm.current().status).toEqual({ _tag: 'idle' });
    expect(personalDataMessages(vm.current())).toEqual({ lastName: 'Неверный формат' });
    vm.set('lastName', 'Петрова-Иванова');
    expect(personalDataMessages(vm.current())).toEqual({});

    const second = vm.submit();
    answer(E.left({ status: 500, message: 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже' }));
    expect(await second).toBe(false);
    expect(vm.current().status).toEqual({ _tag: 'failed', message: 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже' });
  });
});
