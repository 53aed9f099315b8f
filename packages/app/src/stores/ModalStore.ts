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

  /** Opens or closes the restore modal whatever its current state (robust to a reload). */
  setRestoreModalOpen(isOpen: boolean) {
    this.isRestoreModalOpen = isOpen;
  }

  setDeleteModalOpen(isOpen: boolean) {
    this.isDeleteModalOpen = isOpen;
  }
}
