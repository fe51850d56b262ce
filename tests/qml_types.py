"""Write a .qmltypes description of our Python QML types, read from their live meta-objects,
so that qmllint can check every use of ``DixitDesktop.Backend`` in the QML (pyside6's own
metaobjectdump cannot parse properties defined with lambdas)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMetaMethod, QMetaObject, QObject


def _type(name: str) -> tuple[str, bool]:
    name = name.strip()
    if name.endswith("*"):
        return name[:-1], True
    return {"QVariant": "QVariant", "PyObject": "QVariant"}.get(name, name), False


# QObject-typed properties and the class each really holds (PySide cannot declare a Python
# model class as a property type, so the meta-object says QObject).
POINTED: dict[tuple[str, str], str] = {
    ("Choice", "hand"): "HandModel",
    ("Round", "players"): "PlayersModel",
    ("Round", "units"): "UnitsModel",
    ("Round", "board"): "BoardModel",
    ("Round", "results"): "ResultsModel",
    ("Round", "givers"): "ChoiceModel",
    ("TableScreen", "board"): "BoardModel",
    ("History", "story"): "HistoryModel",
    ("History", "pastGames"): "PastGamesModel",
    ("History", "stats"): "StatsModel",
    ("History", "leftGames"): "LeftGamesModel",
    ("Setup", "players"): "SeatsModel",
    ("GameRules", "rulesets"): "ChoiceModel",
    ("GameRules", "presets"): "ChoiceModel",
    ("Setup", "colours"): "ChoiceModel",
    ("Setup", "symbols"): "ChoiceModel",
}


def _is_item(cls: type[QObject]) -> bool:
    from PySide6.QtQuick import QQuickItem

    return issubclass(cls, QQuickItem)


def component(cls: type[QObject], export: str | None = None, singleton: bool = False) -> str:
    mo: QMetaObject = cls.staticMetaObject  # type: ignore[attr-defined]
    sup = mo.superClass()
    out = [
        "    Component {",
        f'        name: "{mo.className()}"',
        '        accessSemantics: "reference"',
        f'        prototype: "{sup.className() if sup else "QObject"}"',
    ]
    if export:
        creatable = not singleton and _is_item(cls)  # an item QML makes: the drawing canvas
        out += [
            f'        exports: ["{export} 1.0"]',
            f"        isCreatable: {'true' if creatable else 'false'}",
            "        exportMetaObjectRevisions: [256]",
        ]
        if singleton:
            out.append("        isSingleton: true")
    for i in range(mo.enumeratorOffset(), mo.enumeratorCount()):
        e = mo.enumerator(i)
        keys = ", ".join(f'"{e.key(j)}"' for j in range(e.keyCount()))
        out.append(f'        Enum {{ name: "{e.name()}"; values: [{keys}] }}')
    for i in range(mo.propertyOffset(), mo.propertyCount()):
        p = mo.property(i)
        t, ptr = _type(p.typeName())
        t = POINTED.get((mo.className(), p.name()), t)
        fields = [f'name: "{p.name()}"', f'type: "{t}"']
        if ptr:
            fields.append("isPointer: true")
        if not p.isWritable():
            fields.append("isReadonly: true")
        if p.isConstant():
            fields.append("isConstant: true")
        if p.hasNotifySignal():
            fields.append(f'notify: "{bytes(p.notifySignal().name()).decode()}"')
        fields.append(f"index: {i - mo.propertyOffset()}")
        out.append("        Property { " + "; ".join(fields) + " }")
    for i in range(mo.methodOffset(), mo.methodCount()):
        m = mo.method(i)
        kind = "Signal" if m.methodType() == QMetaMethod.MethodType.Signal else "Method"
        name = bytes(m.name()).decode()
        head = f'        {kind} {{ name: "{name}"'
        ret = m.typeName()
        if kind == "Method" and ret and ret != "void":
            t, _ = _type(ret)
            head += f'; type: "{t}"'
        params = []
        names = [bytes(n).decode() for n in m.parameterNames()]
        for j in range(m.parameterCount()):
            t, _ = _type(bytes(m.parameterTypeName(j)).decode())
            pname = names[j] if j < len(names) and names[j] else f"arg{j}"
            params.append(f'            Parameter {{ name: "{pname}"; type: "{t}" }}')
        if params:
            out.append(head)
            out += params
            out.append("        }")
        else:
            out.append(head + " }")
    out.append("    }")
    return "\n".join(out)


def write_backend_module(root: Path) -> Path:
    """Create ``root/DixitDesktop/Backend`` with a qmldir and Backend.qmltypes."""
    from dixit_desktop import viewmodels
    from dixit_desktop.viewmodels import models
    from dixit_desktop.viewmodels.listmodel import RowsModel

    singletons = [getattr(viewmodels, n) for n in viewmodels.__all__]
    singletons = [c for c in singletons if isinstance(c, type) and issubclass(c, QObject)]
    classes: list[tuple[type[QObject], str | None, bool]] = [
        (c, f"DixitDesktop.Backend/{c.__name__}", c is not viewmodels.Steps and not _is_item(c))
        for c in singletons
    ]
    base = {c.__mro__[1] for c in singletons if not _is_item(c)} - {QObject}
    classes += [(b, None, False) for b in base]
    classes += [(RowsModel, None, False)]
    classes += [
        (getattr(models, n), None, False)
        for n in dir(models)
        if n.endswith("Model") and n != "RowsModel" and isinstance(getattr(models, n), type)
    ]
    body = "\n".join(component(c, e, s) for c, e, s in classes)
    module = root / "DixitDesktop" / "Backend"
    module.mkdir(parents=True, exist_ok=True)
    (module / "Backend.qmltypes").write_text(
        "import QtQuick.tooling 1.2\n\nModule {\n" + body + "\n}\n", encoding="utf-8"
    )
    (module / "qmldir").write_text(
        "module DixitDesktop.Backend\ntypeinfo Backend.qmltypes\ndepends QtQml\ndepends QtQuick\n",
        encoding="utf-8",
    )
    return module
