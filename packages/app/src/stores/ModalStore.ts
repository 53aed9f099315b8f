import { makeAutoObservable } from 'mobx';

/** Modal visibility flags (persisted). Each starts false and has its own toggle (spec section 4). */
export class ModalStore {
  isRestoreModalOpen = false;
  isDeleteModalOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  toggleRestoreModal() {
    this.isRestoreModalOpen = !this.isRestoreModalOpen;
  }

  toggleDeleteModal() {
    this.isDeleteModalOpen = !this.isDeleteModalOpen;
  }
}
