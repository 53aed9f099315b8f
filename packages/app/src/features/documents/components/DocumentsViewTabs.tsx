import { Button, HStack } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';

export type DocumentsView = 'documents' | 'templates' | 'packets';

export const VIEW_LABELS: Record<DocumentsView, string> = {
  documents: 'Documents',
  templates: 'Templates',
  packets: 'Packets',
};

/** The ids of a view's tab and panel, so that each names the other. */
export const viewTabId = (view: DocumentsView) => `documents-view-tab-${view}`;
export const viewPanelId = (view: DocumentsView) => `documents-view-panel-${view}`;

export interface DocumentsViewTabsProps {
  views: readonly DocumentsView[];
  value: DocumentsView;
  onValueChange: (view: DocumentsView) => void;
}

/**
 * The views of '/all-documents' as a tab list (WAI-ARIA tabs: the arrow keys, Home and End move
 * between the tabs and choose, one tab stop for the list).
 */
export function DocumentsViewTabs({ views, value, onValueChange }: DocumentsViewTabsProps) {
  const tabs = useRef(new Map<DocumentsView, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = views.indexOf(value);
    const next =
      event.key === 'ArrowRight'
        ? views[(index + 1) % views.length]
        : event.key === 'ArrowLeft'
          ? views[(index - 1 + views.length) % views.length]
          : event.key === 'Home'
            ? views[0]
            : event.key === 'End'
              ? views[views.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onValueChange(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <HStack
      role="tablist"
      aria-label="Views"
      gap="1"
      borderBottomWidth="1px"
      overflowX="auto"
      onKeyDown={onKeyDown}
    >
      {views.map((view) => {
        const isSelected = view === value;
        return (
          <Button
            key={view}
            ref={(element) => {
              if (element) tabs.current.set(view, element);
              else tabs.current.delete(view);
            }}
            role="tab"
            id={viewTabId(view)}
            aria-selected={isSelected}
            aria-controls={viewPanelId(view)}
            tabIndex={isSelected ? 0 : -1}
            variant="ghost"
            size="sm"
            borderRadius="0"
            borderBottomWidth="2px"
            borderBottomColor={isSelected ? 'colorPalette.solid' : 'transparent'}
            color={isSelected ? 'fg' : 'fg.muted'}
            fontWeight={isSelected ? 'semibold' : 'medium'}
            mb="-1px"
            onClick={() => onValueChange(view)}
          >
            {VIEW_LABELS[view]}
          </Button>
        );
      })}
    </HStack>
  );
}
