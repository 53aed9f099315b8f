import { makeAutoObservable } from 'mobx';

/** Sidebar flags (persisted). Initial state: sidebar closed, chat sidebar open (spec section 4). */
export class LayoutStore {
  isSidebarOpen = false;
  isChatSidebarOpen = true;

  constructor() {
    makeAutoObservable(this);
  }

  toggleSidebar() {
    this.isSidebarOpen = !this.isSidebarOpen;
  }

  setSidebarOpen(isOpen: boolean) {
    this.isSidebarOpen = isOpen;
  }

  toggleChatSidebar() {
    this.isChatSidebarOpen = !this.isChatSidebarOpen;
  }
}
