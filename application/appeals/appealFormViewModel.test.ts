import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { appealFormMessages, createAppealFormViewModel } from './appealFormViewModel';

describe('the new-appeal form (spec §5 validation, §7 POST /feedback/appeals)', () => {
  it('stays quiet until sent, then shows the §5 messages and follows every edit', async () => {
    const post = vi.fn(async () => E.right({ appealNumber: '100001' }));
    const vm = createAppealFormViewModel({ post, upload: async () => E.left({ message: 'нет' }) });
    vm.set('type', 'ORDER');
    expect(appealFormMessages(vm.current())).toEqual({});
    expect(await vm.submit()).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(appealFormMessages(vm.current())).toEqual({
      orderNumber: 'Пожалуйста, заполните обязательное поле',
      text: 'Пожалуйста, заполните обязательное поле',
    });
    vm.set('text', 'Коротко');
    expect(appealFormMessages(vm.current()).text).toBe('Пожалуйста, введите не меньше 10 символов');
    vm.set('orderNumber', '42');
    vm.set('text', 'Когда привезут заказ?');
    vm.set('email', 'me@example.ru');
    expect(appealFormMessages(vm.current())).toEqual({});
    expect(await vm.submit()).toBe('100001');
    expect(post).toHaveBeenCalledWith({ type: 'ORDER', orderNumber: '42', storeNumber: '', text: 'Когда привезут заказ?', email: 'me@example.ru' }, []);
    expect(vm.current()).toMatchObject({ values: { type: '', text: '', email: 'me@example.ru' }, status: { _tag: 'sent', appealNumber: '100001' } });
  });

  it('keeps what was typed and shows the server’s refusal', async () => {
    const vm = createAppealFormViewModel({
      upload: async () => E.left({ message: 'нет' }),
      post: async () => E.left({ message: 'Вы отправили много обращений за последний час. Попробуйте позже.' }),
    });
    vm.set('type', 'WEBSITE');
    vm.set('text', 'Не работает поиск на сайте');
    expect(await vm.submit()).toBeNull();
    expect(vm.current()).toMatchObject({
      values: { text: 'Не работает поиск на сайте' },
      status: { _tag: 'failed', message: 'Вы отправили много обращений за последний час. Попробуйте позже.' },
    });
  });

  it('uploads files one at a time, at most three, sends their ids and shows a refused one’s message', async () => {
    let n = 0;
    const post = vi.fn(async () => E.right({ appealNumber: '100002' }));
    const upload = vi.fn(async (file: { readonly name: string }) =>
      file.name.endsWith('.exe')
        ? E.left({ message: 'Можно приложить только фото (JPEG, PNG, WebP) или PDF.' })
        : E.right({ fileId: `f${++n}`, name: file.name, url: `/f${n}` }),
    );
    const vm = createAppealFormViewModel({ post, upload });
    const file = (name: string) => ({ name, size: 5, type: 'application/pdf', arrayBuffer: async () => new ArrayBuffer(5) });
    await vm.attach(file('virus.exe'));
    expect(vm.current()).toMatchObject({ files: [], fileError: 'Можно приложить только фото (JPEG, PNG, WebP) или PDF.' });
    for (const name of ['1.pdf', '2.pdf', '3.pdf', '4.pdf']) await vm.attach(file(name));
    expect(vm.current().files.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf']);
    expect(upload).toHaveBeenCalledTimes(4);
    vm.detach('f2');
    vm.set('type', 'OTHER');
    vm.set('text', 'Прикладываю два документа');
    expect(await vm.submit()).toBe('100002');
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ type: 'OTHER' }), ['f1', 'f3']);
    expect(vm.current().files).toEqual([]);
  });
});
