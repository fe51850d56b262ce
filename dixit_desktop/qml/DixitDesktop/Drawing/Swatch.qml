import QtQuick
import QtQuick.Controls.Basic
import DixitDesktop.Controls

// A round button of one colour (a pen's colour, a paper): a finger's size, a cream ring so
// that a dark colour still shows on the night, and a gold ring with a gap when chosen.
AbstractButton {
    id: swatch
    property color colour: Theme.paper
    property bool chosen: false
    property real dot: 0                  // a pen's width shown inside (0: the colour fills it)
    implicitWidth: Theme.touch
    implicitHeight: Theme.touch
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.RadioButton
    Accessible.checkable: true
    Accessible.checked: chosen
    Accessible.name: text
    Accessible.onPressAction: swatch.clicked()
    Keys.onReturnPressed: swatch.clicked()
    Keys.onEnterPressed: swatch.clicked()

    background: Rectangle {
        radius: width / 2
        color: swatch.chosen || swatch.visualFocus ? "transparent" : Theme.choiceTint
        border.width: swatch.chosen || swatch.visualFocus ? Theme.lineWidthBold : 0
        border.color: swatch.visualFocus ? Theme.moonlight : Theme.gold
    }
    contentItem: Item {
        Rectangle {
            anchors.centerIn: parent
            width: swatch.dot > 0 ? Math.min(parent.width, swatch.dot) : parent.width - 2 * Theme.gapSmall
            height: width
            radius: width / 2
            color: swatch.colour
            border.width: Theme.lineWidth
            border.color: swatch.dot > 0 ? swatch.colour : Theme.paper
        }
    }
}
