pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Controls

// A simple on-screen keyboard for typing a clue on a tablet without a hardware keyboard.
// It types into `target` (a TextField or TextInput).
Rectangle {
    id: kb
    objectName: "onScreenKeyboard"
    property TextInput target: null
    property bool shifted: false
    signal closed()
    color: Theme.nightDeep
    radius: Theme.radius
    border.color: Theme.nightGlow
    implicitHeight: rows.implicitHeight + 2 * Theme.keyboardPadding

    readonly property var layout: [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l", "'"],
        ["⇧", "z", "x", "c", "v", "b", "n", "m", ",", "⌫"],
        ["?", "!", "space", ".", "done"]
    ]

    function press(key: string) {
        if (!target) return
        if (key === "⌫") { target.remove(target.cursorPosition - 1, target.cursorPosition); return }
        if (key === "⇧") { shifted = !shifted; return }
        if (key === "done") { closed(); return }
        var ch = key === "space" ? " " : (shifted ? key.toUpperCase() : key)
        target.insert(target.cursorPosition, ch)
        shifted = false
    }

    ColumnLayout {
        id: rows
        anchors.fill: parent
        anchors.margins: Theme.keyboardPadding
        spacing: Theme.gapSmall
        Repeater {
            model: kb.layout
            delegate: RowLayout {
                id: keyRow
                required property var modelData
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                Repeater {
                    model: keyRow.modelData
                    delegate: BigButton {
                        required property string modelData
                        objectName: "key_" + modelData
                        Layout.fillWidth: true
                        Layout.preferredWidth: modelData === "space" ? 5 : (modelData === "done" ? 2 : 1)
                        implicitWidth: Theme.touch
                        focusPolicy: Qt.NoFocus   // the text field keeps the cursor
                        tone: modelData === "done" ? "gold" : (modelData === "⇧" && kb.shifted ? "gold" : "paper")
                        font.pixelSize: Theme.fontBody
                        text: modelData === "space" ? qsTr("space") : modelData === "done" ? qsTr("Done")
                              : (kb.shifted ? modelData.toUpperCase() : modelData)
                        Accessible.name: modelData === "⌫" ? qsTr("Delete") : modelData === "⇧" ? qsTr("Capital letter") : text
                        onActivated: kb.press(modelData)
                    }
                }
            }
        }
    }
}
