"""A list model whose roles are declared once, as names, and whose updates are minimal.

Subclasses set ``ROLES`` (role names) and ``KEY`` (the role that identifies a row). Calling
:meth:`RowsModel.set_rows` with the new rows emits exactly what changed: row removals and
insertions as begin/end pairs, and ``dataChanged`` for the changed rows with the changed roles
only. Nothing here ever resets the model.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QPersistentModelIndex,
    Signal,
)

Row = dict[str, Any]
_Index = QModelIndex | QPersistentModelIndex

DISPLAY_ROLE = 0
"""``Qt.ItemDataRole.DisplayRole``, written as its value: Python's ``Qt`` namespace costs ~45 ms
to load the first time, and this module is imported before the first frame (a test checks the
two agree)."""


class RowsModel(QAbstractListModel):
    ROLES: ClassVar[tuple[str, ...]] = ()
    KEY: ClassVar[str] = ""

    countChanged = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        from PySide6.QtCore import Qt

        base = int(Qt.ItemDataRole.UserRole) + 1
        self._ids = {name: base + i for i, name in enumerate(self.ROLES)}
        self._names = {base + i: name for i, name in enumerate(self.ROLES)}

    # --- Qt model API --------------------------------------------------------------------------

    def roleNames(self) -> dict[int, QByteArray]:
        roles = {k: QByteArray(v.encode()) for k, v in self._names.items()}
        roles[DISPLAY_ROLE] = QByteArray(b"display")
        return roles

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == DISPLAY_ROLE:
            return str(row.get(self.KEY, ""))
        name = self._names.get(role)
        return None if name is None else row.get(name)

    def _count(self) -> int:
        return len(self._rows)

    count = Property(int, _count, notify=countChanged)

    # --- Python API ----------------------------------------------------------------------------

    def rows(self) -> list[Row]:
        return [dict(r) for r in self._rows]

    def set_rows(self, rows: Sequence[Row]) -> None:
        new = [dict(r) for r in rows]
        key = self.KEY
        old_keys = [r.get(key) for r in self._rows]
        new_keys = [r.get(key) for r in new]
        before = len(self._rows)
        kept = set(new_keys)
        survivors = [k for k in old_keys if k in kept]
        if survivors != new_keys[: len(survivors)]:
            survivors = []  # order changed: replace the rows (as remove + insert, not a reset)
            self._remove_where(lambda _i: True)
        else:
            self._remove_where(lambda i: old_keys[i] not in kept)
        # now self._rows matches new[:len(survivors)] by key; update changed roles
        for i, r in enumerate(new[: len(self._rows)]):
            old = self._rows[i]
            changed = [self._ids[n] for n in self.ROLES if old.get(n) != r.get(n)]
            if changed:
                self._rows[i] = r
                idx = self.index(i, 0)
                self.dataChanged.emit(idx, idx, changed)
        if len(new) > len(self._rows):
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, len(new) - 1)
            self._rows.extend(new[first:])
            self.endInsertRows()
        if len(self._rows) != before:
            self.countChanged.emit()

    def _remove_where(self, gone: Any) -> None:
        i = len(self._rows) - 1
        while i >= 0:
            if gone(i):
                last = i
                while i - 1 >= 0 and gone(i - 1):
                    i -= 1
                self.beginRemoveRows(QModelIndex(), i, last)
                del self._rows[i : last + 1]
                self.endRemoveRows()
            i -= 1
