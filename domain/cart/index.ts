export * from './cartItem';
export * from './cartType';
export * from './lineOperations';
export * from './cartOperations';
export * from './cartTotals';
export * from './giftCards';
export * from '../stock/stockState';
export * from '../stock/cartLists';
